// A second process for the store tests. `burst DB` signs up accounts (an account row and its profile row per
// transaction) as fast as it can, printing each committed number, until it is killed. `hold-lock DB` takes the
// database's write lock, prints "locked" and keeps it until killed.
import FindYourMatchStore
import Foundation

/// Written straight to the pipe, so the parent sees each line as soon as its commit returned.
func report(_ line: String) { FileHandle.standardOutput.write(Data("\(line)\n".utf8)) }

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: store-writer burst|hold-lock DATABASE\n".utf8))
  exit(2)
}
let url = URL(fileURLWithPath: arguments[2])
do {
  let database = try Database(url: url)
  switch arguments[1] {
  case "burst":
    var number = 0
    while true {
      number += 1
      try database.transaction {
        let name = "user_\(number)"
        try database.execute(
          "INSERT INTO accounts (username, password_hash, created_at) VALUES (?, ?, ?)",
          [.text(name), "$argon2id$test", .date(Date())])
        try database.execute(
          "INSERT INTO profiles (account_id, name, age, gender) VALUES (?, ?, ?, ?)",
          [.integer(database.lastInsertedRowID), .text(name), .int(18 + number % 50), "female"])
      }
      report("committed \(number)")
    }
  case "hold-lock":
    try database.execute("PRAGMA locking_mode = EXCLUSIVE")
    try database.execute("BEGIN EXCLUSIVE")
    try database.execute(
      "INSERT INTO login_attempts (username, failures, locked_until) VALUES ('holder', 0, NULL)")
    report("locked")
    while true { sleep(60) }
  default:
    FileHandle.standardError.write(Data("unknown mode \(arguments[1])\n".utf8))
    exit(2)
  }
} catch {
  FileHandle.standardError.write(Data("store-writer: \(error)\n".utf8))
  exit(1)
}

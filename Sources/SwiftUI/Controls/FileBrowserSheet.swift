import Foundation

/// What `.fileImporter`, `.fileExporter` and `PhotosPicker` present on Linux in place of iOS's document and
/// photo pickers: a sheet listing a folder's files (folders first, then by name; hidden ones left out), in
/// which a tap opens a folder and picks a file of an allowed type (others are shown dimmed). Saving adds a
/// name field and Save.
struct FileBrowserSheet: View {
  enum Mode {
    case open(allowed: [UTType], multiple: Bool)
    case save(defaultName: String, write: (URL) throws -> Void)
  }

  let mode: Mode
  let start: URL
  let finish: ([URL]) -> Void
  let fail: (Error) -> Void
  let cancel: () -> Void
  @State private var chosen: [URL] = []
  @State private var fileName = ""
  @State private var folder: URL?

  var body: some View {
    NavigationStack {
      FolderListing(
        folder: start, mode: mode, chosen: $chosen, fileName: $fileName, shown: $folder,
        finish: finish, fail: fail, cancel: cancel)
    }
    .onAppear {
      if case .save(let name, _) = mode { fileName = name }
    }
  }

  /// Where a picker starts: `SWIFTUI_FILE_BROWSER_DIRECTORY` when set (tests, scripted runs), else `folder`.
  static func startFolder(_ folder: URL) -> URL {
    if let path = ProcessInfo.processInfo.environment["SWIFTUI_FILE_BROWSER_DIRECTORY"],
      !path.isEmpty
    {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return folder
  }

  static var home: URL { FileManager.default.homeDirectoryForCurrentUser }

  /// The user's pictures folder (XDG's, else ~/Pictures, else home).
  static var pictures: URL {
    let candidate = home.appendingPathComponent("Pictures", isDirectory: true)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder),
      isFolder.boolValue
    {
      return candidate
    }
    return home
  }
}

struct FileBrowserEntry: Identifiable, Hashable {
  let url: URL
  let isFolder: Bool
  var id: URL { url }
  var name: String { url.lastPathComponent }
  var type: UTType { UTType.of(file: url, isDirectory: isFolder) }

  static func entries(of folder: URL) -> [FileBrowserEntry] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.map { name in
      var isFolder: ObjCBool = false
      let url = folder.appendingPathComponent(name)
      _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      return FileBrowserEntry(url: url, isFolder: isFolder.boolValue)
    }
    .sorted { a, b in
      a.isFolder != b.isFolder
        ? a.isFolder : a.name.localizedStandardCompare(b.name) == .orderedAscending
    }
  }
}

private struct FolderListing: View {
  let folder: URL
  let mode: FileBrowserSheet.Mode
  @Binding var chosen: [URL]
  @Binding var fileName: String
  @Binding var shown: URL?
  let finish: ([URL]) -> Void
  let fail: (Error) -> Void
  let cancel: () -> Void

  var body: some View {
    List {
      if case .save = mode {
        Section {
          TextField("Name", text: $fileName)
        }
      }
      Section {
        ForEach(FileBrowserEntry.entries(of: folder)) { entry in
          row(entry)
        }
      }
    }
    .navigationTitle(folder.lastPathComponent.isEmpty ? "/" : folder.lastPathComponent)
    .navigationBarTitleDisplayMode(.inline)
    .navigationDestination(for: FileBrowserEntry.self) { entry in
      FolderListing(
        folder: entry.url, mode: mode, chosen: $chosen, fileName: $fileName, shown: $shown,
        finish: finish, fail: fail, cancel: cancel)
    }
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel", action: cancel)
      }
      switch mode {
      case .open(_, let multiple) where multiple:
        ToolbarItem(placement: .confirmationAction) {
          Button("Open") { finish(chosen) }.disabled(chosen.isEmpty)
        }
      case .save(_, let write):
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            let url = folder.appendingPathComponent(fileName)
            do {
              try write(url)
              finish([url])
            } catch {
              fail(error)
            }
          }
          .disabled(fileName.isEmpty)
        }
      default:
        ToolbarItem(placement: .confirmationAction) { EmptyView() }
      }
    }
  }

  @ViewBuilder private func row(_ entry: FileBrowserEntry) -> some View {
    if entry.isFolder {
      NavigationLink(value: entry) {
        Label(entry.name, systemImage: "folder")
      }
    } else {
      let allowed = isAllowed(entry)
      Button {
        pick(entry)
      } label: {
        HStack {
          Label(entry.name, systemImage: "doc")
            .foregroundStyle(allowed ? Color.primary : Color.secondary)
          Spacer()
          if chosen.contains(entry.url) {
            Image(systemName: "checkmark").foregroundStyle(Color.accentColor)
          }
        }
      }
      .disabled(!allowed)
    }
  }

  private func isAllowed(_ entry: FileBrowserEntry) -> Bool {
    switch mode {
    case .open(let allowed, _):
      return allowed.isEmpty || allowed.contains { entry.type.conforms(to: $0) }
    case .save:
      return true
    }
  }

  private func pick(_ entry: FileBrowserEntry) {
    switch mode {
    case .open(_, let multiple):
      if multiple {
        if let index = chosen.firstIndex(of: entry.url) {
          chosen.remove(at: index)
        } else {
          chosen.append(entry.url)
        }
      } else {
        finish([entry.url])
      }
    case .save:
      fileName = entry.name
    }
  }
}

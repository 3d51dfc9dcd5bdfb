// Apple's SwiftUI brings Foundation with it: a file that only says `import SwiftUI` can use DispatchQueue,
// Date, UserDefaults and URL (seed 004's `DispatchQueue.main.asyncAfter` does). Ours must too.
@_exported import Foundation

// As on Apple platforms, `import SwiftUI` brings Foundation (Date, URL, DispatchQueue, CGFloat…) with it.
@_exported import Dispatch
@_exported import Foundation

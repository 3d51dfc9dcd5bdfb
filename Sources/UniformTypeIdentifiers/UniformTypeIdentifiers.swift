// `import UniformTypeIdentifiers` beside `import SwiftUI`, as apps write it to declare their own content
// types (`UTType(exportedAs:)`). On Linux `UTType` lives in our SwiftUI module; this module re-exports it.
@_exported import SwiftUI

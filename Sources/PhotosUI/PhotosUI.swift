// `import PhotosUI` for `PhotosPicker`, `PhotosPickerItem` and `PHPickerFilter`, declared in our SwiftUI
// module (Controls/PhotosPicker.swift); this module re-exports them.
@_exported import SwiftUI

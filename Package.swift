// swift-tools-version: 6.0
// On Linux this package provides its own `SwiftUI` (and `Combine`) modules, drawn with cairo and pango and shown
// through SDL2. On Apple platforms those targets are left out and the app builds against the system frameworks.
import CompilerPluginSupport
import PackageDescription

#if os(Linux)
  let runtimeTargets: [Target] = [
    .systemLibrary(
      name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CPango", path: "Sources/CPango", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev"])]),
    // SDL2's headers (libsdl2-dev), with libSDL2 loaded at run time rather than linked: its ~35 libraries load on
    // the thread that opens the display, while the first screen is built (Sources/CSDL2/include/CSDL2.h).
    .target(name: "CSDL2", path: "Sources/CSDL2"),
    .systemLibrary(
      name: "CX11", path: "Sources/CX11", pkgConfig: "x11",
      providers: [.apt(["libx11-dev"])]),
    .systemLibrary(
      name: "CGdkPixbuf", path: "Sources/CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0",
      providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
    .target(name: "Combine", swiftSettings: [.swiftLanguageMode(.v5)]),
    // `#Preview`: the compiler plugin expanding it. It speaks the compiler's plugin protocol itself and
    // needs no SwiftSyntax, so the package has no unsafe flags in its products and other packages can
    // depend on it by version (Sources/SwiftUIMacros/PluginConnection.swift).
    .macro(name: "SwiftUIMacros"),
    .target(
      name: "SwiftUI",
      dependencies: [
        "CCairo", "CPango", "CSDL2", "CX11", "CGdkPixbuf", "Combine", "SwiftUIMacros",
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // Core Location's and MapKit's types, and MapKit for SwiftUI's Map drawn on an offline basemap that
    // scripts/prepare-map-data.py prepares at set-up.
    .target(name: "CoreLocation", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "MapKit", dependencies: ["SwiftUI", "CoreLocation", "CCairo", "CPango"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // `import UIKit` for the UIKit names apps use beside SwiftUI (declared in SwiftUI/UIKit/).
    .target(name: "UIKit", dependencies: ["SwiftUI"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // `import UniformTypeIdentifiers` for `UTType` (declared in SwiftUI/Views/UTType.swift).
    .target(
      name: "UniformTypeIdentifiers", dependencies: ["SwiftUI"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // `import PhotosUI` for PhotosPicker (declared in SwiftUI/Controls/PhotosPicker.swift).
    .target(name: "PhotosUI", dependencies: ["SwiftUI"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "SwiftUITesting", dependencies: ["SwiftUI"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .executableTarget(
      name: "swiftui-benchmarks",
      dependencies: ["SwiftUI", "FindYourMatch", "FindYourMatchStore", "MapKit"],
      path: "Benchmarks",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "CombineTests", dependencies: ["Combine"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // Seed 004 as written, for the real-window test of main-queue work driving the UI.
    .executableTarget(
      name: "login-switch", dependencies: ["SwiftUI"], path: "Examples/LoginSwitch",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // The app's Date spots tab alone, for the real-window test of the map.
    .executableTarget(
      name: "date-spots", dependencies: ["FindYourMatch", "SwiftUI"], path: "Examples/DateSpots"),
    .executableTarget(
      name: "storage-probe", dependencies: ["SwiftUI", "SwiftUITesting"],
      path: "Tests/StorageProbe",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "SwiftUITests", dependencies: ["SwiftUI", "SwiftUITesting", "storage-probe"],
      exclude: ["Snapshots"],
      resources: [.copy("Fixtures")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "FindYourMatchTests",
      dependencies: [
        "FindYourMatch", "FindYourMatchStore", "SwiftUI", "SwiftUITesting", "find-your-match",
      ],
      exclude: ["Snapshots"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // Writes bursts to a database until killed, for the crash-consistency test of the store.
    .executableTarget(
      name: "store-writer", dependencies: ["FindYourMatchStore"], path: "Tests/StoreWriter"),
    .testTarget(
      name: "FindYourMatchStoreTests", dependencies: ["FindYourMatchStore", "store-writer"]),
    // A primitive view defined outside the SwiftUI module, through its `package` seam only (as MapKit's map).
    .testTarget(
      name: "PrimitiveSeamTests", dependencies: ["SwiftUI", "SwiftUITesting"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "MapKitTests", dependencies: ["MapKit", "SwiftUI", "SwiftUITesting"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // Another target driving its own views as another package would: only the public API of SwiftUI and of
    // the SwiftUITesting product is visible to it (no `package` access).
    .target(
      name: "GuestList", dependencies: ["SwiftUI"],
      path: "Examples/DriverConsumer/Sources/GuestList",
      packageAccess: false, swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "GuestListTests", dependencies: ["GuestList", "SwiftUI", "SwiftUITesting"],
      path: "Examples/DriverConsumer/Tests/GuestListTests", packageAccess: false,
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // Screens written the way tutorials write them (Screens/), compiled unchanged against the public API
    // only and rendered with pixel assertions, one per feature.
    .testTarget(
      name: "CompatibilityTests",
      dependencies: [
        "SwiftUI", "SwiftUITesting", "UIKit", "UniformTypeIdentifiers", "PhotosUI",
      ],
      resources: [.copy("Resources")],
      packageAccess: false,
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "SeedCompatibilityTests", dependencies: ["SwiftUI", "SwiftUITesting", "MapKit"],
      resources: [.copy("Resources")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
  ]
  let appDependencies: [Target.Dependency] = ["SwiftUI", "Combine", "MapKit"]
  // The executable adds the headless demo and recorder (our driver), which only exist with our runtime.
  let appExecutableDependencies: [Target.Dependency] = [
    "FindYourMatch", "SwiftUI", "SwiftUITesting",
  ]
  // The optimized app is linked by lld with packed relative relocations (still position-independent): the
  // loader reads a 17 KiB table instead of 2 MiB of RELA entries at every launch, which stayed resident.
  let appExecutableLinkerSettings: [LinkerSetting] = [
    .unsafeFlags(
      ["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"],
      .when(configuration: .release))
  ]
#else
  let runtimeTargets: [Target] = []
  let appDependencies: [Target.Dependency] = []
  let appExecutableDependencies: [Target.Dependency] = ["FindYourMatch"]
  let appExecutableLinkerSettings: [LinkerSetting] = []
#endif

let package = Package(
  name: "FindYourMatch",
  // The app's strings are written in English; Resources/Localizable.xcstrings holds the other languages.
  defaultLocalization: "en",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .executable(name: "find-your-match", targets: ["find-your-match"])
  ],
  targets: runtimeTargets + [
    // The app's embedded store: SQLite for accounts, profiles and the rest, libsodium for password hashes.
    .systemLibrary(
      name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
    .systemLibrary(
      name: "CSodium", path: "Sources/CSodium", pkgConfig: "libsodium",
      providers: [.apt(["libsodium-dev"]), .brew(["libsodium"])]),
    .target(name: "FindYourMatchStore", dependencies: ["CSQLite", "CSodium"]),
    // The app itself: plain SwiftUI, written as for an iPhone.
    .target(
      name: "FindYourMatch", dependencies: appDependencies + ["FindYourMatchStore"],
      resources: [.process("Resources")]),
    .executableTarget(
      name: "find-your-match", dependencies: appExecutableDependencies,
      linkerSettings: appExecutableLinkerSettings),
  ]
)

#if os(Linux)
  package.products += [
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "MapKit", targets: ["MapKit"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    .library(name: "PhotosUI", targets: ["PhotosUI"]),
    .library(name: "CoreLocation", targets: ["CoreLocation"]),
    // The headless driver, for other packages' tests of views built on this runtime.
    .library(name: "SwiftUITesting", targets: ["SwiftUITesting"]),
  ]
#endif

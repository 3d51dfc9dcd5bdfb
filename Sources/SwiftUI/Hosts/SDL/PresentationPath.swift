import CSDL2
import Foundation

/// How finished frames reach the screen.
///
/// - `surface`: cairo draws straight into SDL's window surface (on X11 a shared-memory XImage), and only the
///   damaged rectangles are sent to the display. No GL context, no copy: the fast path without a GPU (Xvfb, CI,
///   remote X, llvmpipe machines), where uploading and redrawing a texture costs more than the frame itself.
/// - `texture`: cairo draws into a buffer of ours, the damaged rectangles are uploaded into a streaming texture
///   of an accelerated renderer, and the GPU shows it with vsync.
///
/// `SWIFTUI_PRESENTATION=surface|texture` forces one (the window tests run both); otherwise the texture path is
/// used only when a GPU renderer answers.
enum PresentationPath: String {
  case surface
  case texture

  static let environmentVariable = "SWIFTUI_PRESENTATION"

  /// The path the environment forces, nil for automatic; an unknown value is reported and ignored.
  static func forced(_ environment: [String: String]) -> PresentationPath? {
    guard let value = environment[environmentVariable]?.lowercased(), !value.isEmpty,
      value != "auto"
    else { return nil }
    if let path = PresentationPath(rawValue: value) { return path }
    FileHandle.standardError.write(
      Data(
        "\(environmentVariable)=\(value) is not a presentation path (surface, texture or auto); choosing automatically\n"
          .utf8))
    return nil
  }

  /// Whether a GPU could be there at all: without a DRM render node, a GL renderer is a software rasterizer.
  /// Checked before any GL library is loaded, so a machine without a GPU never pays for a GL context.
  static var machineMayHaveGPU: Bool {
    let nodes = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
    return nodes.contains { $0.hasPrefix("renderD") || $0.hasPrefix("card") }
  }

  /// GL renderer names of software rasterizers (Mesa's llvmpipe, softpipe, swrast; others' "software").
  static func isSoftwareRasterizer(_ name: String) -> Bool {
    let lower = name.lowercased()
    return ["llvmpipe", "softpipe", "swrast", "software"].contains { lower.contains($0) }
  }
}

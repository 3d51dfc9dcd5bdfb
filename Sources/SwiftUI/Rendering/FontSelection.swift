import CPango

/// Which installed font files fontconfig may choose from in this process. Debian's "extra" Noto packages,
/// installed for the medium and semibold Arabic and Korean faces, add some 1,400 condensed widths and thin,
/// light, extra-bold and black weights that the runtime's fonts never ask for (it draws regular, medium,
/// semibold and bold, and Inter covers Latin and Cyrillic in every weight). fontconfig sorts every candidate
/// font whenever a new font is first used, so those files are set aside: start-up and first frames pay for
/// the fonts the app can show, and every script keeps its faces.
enum FontSelection {
  static let rejectedFiles = [
    "/usr/share/fonts/truetype/noto/*Condensed*", "/usr/share/fonts/truetype/noto/*Thin*",
    "/usr/share/fonts/truetype/noto/*Light*", "/usr/share/fonts/truetype/noto/*Black*",
    "/usr/share/fonts/truetype/noto/*ExtraBold*", "/usr/share/fonts/opentype/noto/*Thin*",
    "/usr/share/fonts/opentype/noto/*Light*", "/usr/share/fonts/opentype/noto/*Black*",
  ]

  nonisolated(unsafe) private static var installed = false

  /// Makes the system configuration, less the rejected files, fontconfig's current one. Runs before pango's
  /// first font map, on the main thread (map tiles drawn on worker threads come later and share it).
  static func install() {
    guard !installed else { return }
    installed = true
    guard let config = FcInitLoadConfig() else { return }
    let globs = rejectedFiles.map { "<glob>\($0)</glob>" }.joined()
    let rules =
      "<?xml version=\"1.0\"?><fontconfig><selectfont><rejectfont>\(globs)</rejectfont></selectfont></fontconfig>"
    guard FcConfigParseAndLoadFromMemory(config, rules, FcTrue) == FcTrue,
      FcConfigBuildFonts(config) == FcTrue
    else {
      FcConfigDestroy(config)
      return
    }
    FcConfigSetCurrent(config)
    FcConfigDestroy(config)
  }
}

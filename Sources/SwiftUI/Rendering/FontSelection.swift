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

  /// Kept among the rejected: Noto Sans's condensed and extra condensed faces in the weights text is drawn in,
  /// the faces `.fontWidth(.condensed)` and `.compressed` text takes (Inter has one width).
  static let acceptedFiles = ["Condensed", "ExtraCondensed"].flatMap { width in
    ["", "Italic", "Medium*", "SemiBold*", "Bold", "BoldItalic"].map {
      "/usr/share/fonts/truetype/noto/NotoSans-\(width)\($0).ttf"
    }
  }

  /// Makes the system configuration, less the rejected files, fontconfig's current one, once per process and before
  /// pango's first font map on any thread (the window host's font warm-up runs it on its own thread; the main
  /// thread's first text waits for it there, instead of loading the configuration a second time).
  static func install() { _ = installation }

  private static let installation: Void = {
    guard let config = FcInitLoadConfig() else { return }
    let globs = rejectedFiles.map { "<glob>\($0)</glob>" }.joined()
    let accepted = acceptedFiles.map { "<glob>\($0)</glob>" }.joined()
    let rules =
      "<?xml version=\"1.0\"?><fontconfig><selectfont><acceptfont>\(accepted)</acceptfont><rejectfont>\(globs)</rejectfont></selectfont></fontconfig>"
    guard FcConfigParseAndLoadFromMemory(config, rules, FcTrue) == FcTrue,
      FcConfigBuildFonts(config) == FcTrue
    else {
      FcConfigDestroy(config)
      return
    }
    FcConfigSetCurrent(config)
    FcConfigDestroy(config)
  }()
}

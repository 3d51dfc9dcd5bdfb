import CPango

/// The warnings about missing stand-in fonts (text still draws, with whatever fontconfig finds), worked out once
/// per process by asking fontconfig for just the families concerned. Pango's family list would do it too, but it
/// lists every installed font and makes an object per family (some 10 ms and 0.4 MiB with Debian's Noto
/// packages), and the window's first text waits for the font warm-up that ran it.
enum InstalledFontsCheck {
  /// Prints the warnings, the first time only; safe from any thread (the window's font warm-up runs it on its own).
  static func run() { _ = once }

  private static let once: Void = {
    FontSelection.install()
    for needed in ["Inter", "Material Icons", "Noto Color Emoji"] where !hasFont(family: needed) {
      Log.warn(
        "font \"\(needed)\" is not installed; text will not look as on iOS. Run scripts/setup to install the fonts."
      )
    }
    // Medium and semibold Arabic and Korean come from Debian's "extra" Noto packages; without them those
    // weights fall back to regular or bold.
    for family in ["Noto Sans Arabic", "Noto Sans CJK KR"]
    where !hasFont(family: family, weight: FC_WEIGHT_MEDIUM) {
      Log.warn(
        "font \"\(family)\" has no medium weight; medium and semibold text in its script will be drawn regular or bold. Run scripts/setup to install the fonts."
      )
    }
  }()

  /// Whether fontconfig's current configuration offers a font of `family` (and of `weight`, when given).
  private static func hasFont(family: String, weight: Int32? = nil) -> Bool {
    guard let pattern = FcPatternCreate() else { return false }
    defer { FcPatternDestroy(pattern) }
    _ = family.withCString { name in
      name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
        FcPatternAddString(pattern, FC_FAMILY, $0)
      }
    }
    if let weight { _ = FcPatternAddInteger(pattern, FC_WEIGHT, weight) }
    guard let objects = FcObjectSetCreate() else { return false }
    defer { FcObjectSetDestroy(objects) }
    _ = FcObjectSetAdd(objects, FC_FAMILY)
    guard let fonts = FcFontList(nil, pattern, objects) else { return false }
    defer { FcFontSetDestroy(fonts) }
    return fonts.pointee.nfont > 0
  }
}

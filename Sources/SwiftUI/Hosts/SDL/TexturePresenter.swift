import CSDL2

/// Frames drawn into a buffer of ours; the damaged rectangles are uploaded into a streaming texture that an
/// accelerated renderer shows with vsync. The path for a machine with a GPU.
@MainActor final class TexturePresenter: WindowPresenter {
  let path = PresentationPath.texture
  let renderer: OpaquePointer
  private var texture: OpaquePointer?
  private var buffer: CanvasSurface?

  /// An accelerated renderer for the window. With `hardwareOnly`, nil when its GL driver rasterizes in software
  /// (the window surface is cheaper then).
  init?(window: OpaquePointer, hardwareOnly: Bool) {
    let flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
    var made = SDL_CreateRenderer(window, -1, flags)
    if made == nil, !hardwareOnly {
      made = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    }
    guard let made else { return nil }
    if hardwareOnly, let name = Self.glRendererName(made),
      PresentationPath.isSoftwareRasterizer(name)
    {
      SDL_DestroyRenderer(made)
      return nil
    }
    renderer = made
  }

  /// GL_RENDERER of the renderer's context, when it is a GL renderer (its context is current after creation).
  private static func glRendererName(_ renderer: OpaquePointer) -> String? {
    var info = SDL_RendererInfo()
    guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name,
      String(cString: name).hasPrefix("opengl")
    else { return nil }
    typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
    guard let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
    let getString = unsafeBitCast(address, to: GetString.self)
    let glRenderer: UInt32 = 0x1F01
    return getString(glRenderer).map { String(cString: $0) }
  }

  func pixelSize() -> (width: Int32, height: Int32) {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &width, &height)
    return (width, height)
  }

  func canvas(width: Int32, height: Int32) -> CanvasSurface? {
    if let buffer, buffer.width == width, buffer.height == height, texture != nil {
      return buffer
    }
    releaseBuffers()
    guard let made = CanvasSurface(width: width, height: height),
      let newTexture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
        width, height)
    else { return nil }
    // The frame is opaque (the renderer paints a background); blending would only cost time.
    SDL_SetTextureBlendMode(newTexture, SDL_BLENDMODE_NONE)
    buffer = made
    texture = newTexture
    return made
  }

  func present(_ rects: [SDL_Rect]?) {
    guard let buffer, let texture else { return }
    buffer.flush()
    let stride = Int(buffer.stride)
    if let rects {
      guard !rects.isEmpty else { return }
      for var rect in rects {
        SDL_UpdateTexture(
          texture, &rect, buffer.pixels + Int(rect.y) * stride + Int(rect.x) * 4, buffer.stride)
      }
    } else {
      SDL_UpdateTexture(texture, nil, buffer.pixels, buffer.stride)
    }
    // A GL back buffer is undefined after a swap: the whole texture is drawn each time (cheap on a GPU).
    SDL_RenderCopy(renderer, texture, nil, nil)
    SDL_RenderPresent(renderer)
  }

  func releaseBuffers() {
    if let texture { SDL_DestroyTexture(texture) }
    texture = nil
    buffer = nil
  }

  func close() {
    releaseBuffers()
    SDL_DestroyRenderer(renderer)
  }
}

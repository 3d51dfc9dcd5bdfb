/// A modifier whose `body(content:)` is evaluated with interpolated `animatableData` on every frame of an
/// animation. Any `ViewModifier` that is also `Animatable` behaves the same; Apple deprecates this name in
/// favour of conforming to `Animatable` directly.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use Animatable directly")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}

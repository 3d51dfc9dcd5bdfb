/// Something whose activity can be stopped, releasing the resources it holds.
public protocol Cancellable {
  func cancel()
}

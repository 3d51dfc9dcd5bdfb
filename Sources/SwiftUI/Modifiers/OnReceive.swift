import Combine
import Foundation

extension View {
  /// Runs `action` with each value `publisher` sends (a timer's tick, a notification), for as long as the
  /// view is shown. The view subscribes once, when it is first made, and keeps that subscription; the
  /// action it runs is always the one of the view's latest body.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    modifier(OnReceiveModifier(publisher: publisher, action: action))
  }
}

private struct OnReceiveModifier<P: Publisher>: BuiltinModifier where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void

  func makeNode(_ node: ViewNode, content: any View) {
    var slot = 0
    let receiver = node.storage(&slot) { Receiver<P.Output>() }
    receiver.action = action
    if !receiver.isSubscribed {
      receiver.isSubscribed = true
      let publisher = self.publisher
      // After the update: a publisher that sends as it is subscribed to (a current value) changes state
      // between updates, not inside one.
      node.graph.enqueueAfterUpdate { receiver.subscribe(to: publisher) }
    }
    node.setContent(content)
  }
}

/// The node's subscription (cancelled when the node, and so this, goes away) and the action to run.
@MainActor private final class Receiver<Value> {
  var action: ((Value) -> Void)?
  var isSubscribed = false
  private var subscription: AnyCancellable?

  func subscribe<P: Publisher>(to publisher: P) where P.Output == Value, P.Failure == Never {
    let delivery = MainDelivery(receiver: self)
    subscription = publisher.sink { value in delivery.deliver(value) }
  }

  /// Values sent on the main thread (a main run loop timer) are handled at once; from elsewhere they are
  /// handed to the main queue, as views change only there.
  private struct MainDelivery: @unchecked Sendable {
    weak var receiver: Receiver?

    func deliver(_ value: Value) {
      let box = UncheckedValue(value)
      if Thread.isMainThread {
        MainActor.assumeIsolated { receiver?.action?(box.value) }
      } else {
        DispatchQueue.main.async { MainActor.assumeIsolated { receiver?.action?(box.value) } }
      }
    }
  }
}

private struct UncheckedValue<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}

import Combine
import Foundation
@_spi(Host) import SuperSwiftLayout

/// `onReceive(_:perform:)`: the view subscribes to a publisher while it is in the tree; each
/// value runs the latest `action` on the main actor. The subscription lives in a slot of the
/// graph at the view's place, so it is made once when the view appears and cancelled when the
/// view (and so the slot) goes.
struct ReceiveModifier<P: Publisher>: PrimitiveModifier where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    let slot = context.graph.slot(path.id + "#onReceive", in: context) { Receiver<P.Output>() }
    if let receiver = slot.value as? Receiver<P.Output> {
      receiver.action = action
      if receiver.subscription == nil {
        let target = WeakReceiver(receiver: receiver)
        receiver.subscription = publisher.sink { value in
          let delivery = UncheckedValue(value: value)
          if Thread.isMainThread {
            MainActor.assumeIsolated { target.receiver?.action?(delivery.value) }
          } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { target.receiver?.action?(delivery.value) } }
          }
        }
      }
    }
    return content()
  }
}

/// A value handed to the main queue (a publisher's values are the app's own).
struct UncheckedValue<Value>: @unchecked Sendable {
  let value: Value
}

/// The subscription of one `onReceive`, and the action of the latest render.
@MainActor
final class Receiver<Value> {
  var action: ((Value) -> Void)?
  var subscription: AnyCancellable?
}

/// The receiver, as a publisher's thread may hold it (it is only used on the main actor).
struct WeakReceiver<Value>: @unchecked Sendable {
  weak var receiver: Receiver<Value>?
}

extension View {
  /// Runs `action` with each value `publisher` sends while the view shows:
  /// `.onReceive(timer) { now = $0 }`.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    modifier(ReceiveModifier(publisher: publisher, action: action))
  }
}

/// Runs an action with each value a publisher sends while the modified view is in the tree, as SwiftUI's
/// `onReceive(_:perform:)`: it subscribes when the view mounts, always calls the latest action, and the
/// subscription ends when the view leaves the tree.
struct ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    typealias Body = Never

    let publisher: P
    let action: (P.Output) -> Void

    /// The subscription of one mounted modifier, and the action its values go to.
    final class Subscription {
        var action: (P.Output) -> Void
        var cancellable: AnyCancellable?

        init(action: @escaping (P.Output) -> Void) { self.action = action }
    }

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".onReceive(\(ViewTypeName.of(P.self)))"]
        if let subscription = node.modifierState as? Subscription {
            subscription.action = action
            return
        }
        let subscription = Subscription(action: action)
        node.modifierState = subscription
        weak let weakNode = node
        let publisher = publisher
        // Subscribing after the update keeps a value sent at once (`Just`) from writing state mid-update.
        let subscribe = {
            guard subscription.cancellable == nil else { return }
            subscription.cancellable = publisher.sink { [weak subscription] value in
                MainActor.assumeIsolated {
                    guard let subscription, weakNode?.isMounted == true else { return }
                    subscription.action(value)
                }
            }
        }
        // A timer starts a task: it starts with the `.task` tasks, after every `onAppear`, as its own work.
        if publisher is any StartsTask {
            node.startTaskAfterAppear(subscribe)
        } else {
            node.appearAfterChildren(subscribe)
        }
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends while this view is in the tree.
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> some View where P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }
}

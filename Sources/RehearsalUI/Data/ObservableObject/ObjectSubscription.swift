/// One view's subscription to the `objectWillChange` of the `ObservableObject` it holds.
///
/// Kept in the node's property storage by `@StateObject`, `@ObservedObject` and `@EnvironmentObject`. A
/// send marks the node for re-evaluation, whatever its body read, as SwiftUI does; the subscription
/// ends when the node leaves the tree or the view holds another object.
final class ObjectSubscription: OwnedStorage {
    private(set) var object: AnyObject?
    private var cancellable: AnyCancellable?

    /// Subscribes `node` to `object`, unless it already is; `wrapper` and `name` say how the view holds it.
    @MainActor func observe<ObjectType: ObservableObject>(
        _ object: ObjectType, node: GraphNode, wrapper: String, name: String
    ) {
        if self.object === object, cancellable != nil { return }
        cancellable?.cancel()
        self.object = object
        let handle = node.observationHandle()
        let inbox = node.graph.inbox
        let holder = "\(node.typeName) (\(wrapper) \(name))"
        let typeName = ViewTypeName.of(ObjectType.self)
        let post: @Sendable (AnyKeyPath?) -> Void = { keyPath in
            inbox.post(.objectWillChange(handle, cause: Self.cause(typeName: typeName, holder: holder, keyPath)))
        }
        if let publisher = object.objectWillChange as Any as? ObservableObjectPublisher {
            cancellable = publisher.subscribe(post)
        } else {
            cancellable = object.objectWillChange._receive { _ in post(nil) }
        }
    }

    static func cause(typeName: String, holder: String, _ keyPath: AnyKeyPath?) -> EvaluationCause {
        var property = ""
        if let keyPath, var name = KeyPathNames.propertyName(keyPath) {
            if name.hasPrefix("_") { name.removeFirst() }
            property = " (@Published \(name))"
        }
        return .session("\(typeName).objectWillChange sent\(property), and \(holder) observes it")
    }

    func detachOwner() {
        cancellable?.cancel()
        cancellable = nil
    }
}

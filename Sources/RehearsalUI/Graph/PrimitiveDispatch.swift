/// Calls `PrimitiveView.update` without a dynamic protocol cast per update.
///
/// Casting a value to `any PrimitiveView` asks the runtime whether its type conforms, which for main-actor
/// types takes a slow path on every cast; a graph updates thousands of nodes a step. The answer is found
/// once per type and kept as a function that casts to the concrete type, which is cheap.
@MainActor enum PrimitiveDispatch {
    typealias Update = @MainActor (any View, GraphNode, inout ChildList) -> Void

    private static var cache: [ObjectIdentifier: Update?] = [:]

    /// The update function of a primitive view type, or `nil` for a custom view type.
    static func update(for type: any View.Type) -> Update? {
        let id = ObjectIdentifier(type)
        if let cached = cache[id] { return cached }
        let found = (type as? any PrimitiveView.Type).map { make($0) }
        cache[id] = found
        return found
    }

    private static func make<Primitive: PrimitiveView>(_: Primitive.Type) -> Update {
        { view, node, children in (view as! Primitive).update(node, &children) }
    }
}

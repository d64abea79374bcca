/// A built-in view that the graph understands directly instead of evaluating a `body`.
///
/// `update` runs each time the view's value reaches the graph: it sets the node's element (what the tree
/// shows; `nil` for views that only structure others) and lists the child views with their identity keys.
@MainActor package protocol PrimitiveView {
    func update(_ node: GraphNode, _ children: inout ChildList)
}

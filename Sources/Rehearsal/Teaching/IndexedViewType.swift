import RehearsalUI

/// What the screen index and the per-node pattern checks need to know of a view type, found once per type: a
/// screen that opens has hundreds of thousands of nodes and a few dozen types, and the casts that tell copy the
/// view each time.
@MainActor struct IndexedViewType {
    /// Whether the view is a `ModifiedContent` applying `.environment(_:)` (an object's injection).
    let injectsObject: Bool
    /// Whether the view is an `AnyView` (``AnyViewCheck``).
    let isAnyView: Bool
    /// Whether the view is a `ForEach` over a range of indices identified by position (``IndexKeyedForEachCheck``).
    let isKeyedByPosition: Bool

    @exclusivity(unchecked) private static var known: [ObjectIdentifier: IndexedViewType] = [:]

    /// The facts of `view`'s type.
    static func of(_ view: any View) -> IndexedViewType {
        let type = type(of: view)
        let key = ObjectIdentifier(type)
        if let facts = known[key] { return facts }
        let modifier = (type as? any ModifierCarrying.Type)?.carriedModifierType
        let facts = IndexedViewType(
            injectsObject: modifier == EnvironmentModifier.self, isAnyView: type == AnyView.self,
            isKeyedByPosition: IndexKeyedForEachCheck.isKeyedByPosition(view))
        known[key] = facts
        return facts
    }

    /// Whether one of the per-node pattern checks (``AnyViewCheck``, ``IndexKeyedForEachCheck``,
    /// ``CancellationCheck``) would look at `node`: the first test each makes of a node, so handing a check only
    /// these nodes gives the warnings the whole list would.
    func isCheckedByPatterns(_ node: GraphNode) -> Bool {
        if isAnyView || isKeyedByPosition { return true }
        guard let element = node.element else { return false }
        return CancellationCheck.shownCancellation(in: element) != nil
    }
}

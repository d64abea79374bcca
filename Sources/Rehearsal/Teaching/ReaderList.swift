import RehearsalUI

/// The readers of a value: views whose body read it, and controls or modifiers that follow it for a view.
///
/// A body read is named after its view (`ShelfScreen`); a read by a built-in view or modifier that follows
/// a binding is named after the view that declares it (`RootView's TabView`), since only that control is
/// updated when the value changes, not the view's body. Each node counts once.
@MainActor struct ReaderList {
    private var seen: Set<ObjectIdentifier> = []
    /// The readers' names, in the order first seen.
    private(set) var names: [String] = []

    mutating func add(_ node: GraphNode) {
        guard seen.insert(ObjectIdentifier(node)).inserted else { return }
        names.append(Self.name(of: node))
    }

    static func name(of node: GraphNode) -> String {
        guard node.kind != .custom else { return node.typeName }
        let owner = GraphWalk.ownerName(node)
        if let model = node.modifierState as? PresentationModel { return "\(owner)'s .\(model.kind.rawValue)" }
        if let element = node.element?.name { return "\(owner)'s \(element)" }
        if node.appliedModifier != nil {
            let modifier = GraphWalk.stateOwnerName(node)
            return "\(owner)'s " + String(modifier.prefix { $0 != " " })
        }
        return "\(owner)'s \(node.typeName)"
    }
}

/// A dynamic property whose `ID` names a group of views for `matchedGeometryEffect`.
///
/// As in SwiftUI, the ID is made when the view first appears and kept while its identity stays in the
/// tree. It is named after the view and the property (`AnimatedListView.animation`), so output never
/// shows an address or a counter that depends on what ran before.
@propertyWrapper
public struct Namespace: DynamicProperty {
    let box = NamespaceBox()

    public init() {}

    public var wrappedValue: Namespace.ID {
        box.id ?? ID(identity: "unlinked", name: "namespace")
    }

    /// The identity of a namespace.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        /// The owning view's identity path and slot: unique in the graph.
        let identity: String
        /// `ViewName.property`, for printing.
        let name: String

        public var description: String { name }
    }
}

/// Holds a namespace's ID once the graph has linked it.
final class NamespaceBox {
    var id: Namespace.ID?
}

extension Namespace: GraphLinkedProperty {
    package func link(to node: GraphNode, slot: Int, name: String) throws(MissingEnvironmentObject) {
        if slot < node.propertyStorage.count, let persisted = node.propertyStorage[slot] as? NamespaceBox {
            box.id = persisted.id
            return
        }
        box.id = Namespace.ID(
            identity: ViewGraph.describe(node.identity) + "#\(slot)", name: "\(node.typeName).\(name)")
        node.setStorage(box, at: slot)
    }
}

extension Namespace: ComparedByObservation {}

import RehearsalUI

/// The views that read a value, each counted once however many of its controls read it.
///
/// A view's body and the controls it declares (a text field following a binding) all read on its behalf,
/// so readers are the custom views that own the reading nodes; two instances of a row type are two readers.
@MainActor struct ReaderList {
    private var seen: Set<ObjectIdentifier> = []
    /// The readers' type names, in the order first seen.
    private(set) var names: [String] = []

    mutating func add(_ node: GraphNode) {
        let reader = node.kind == .custom ? node : node.owningCustomView
        guard let reader, seen.insert(ObjectIdentifier(reader)).inserted else { return }
        names.append(reader.typeName)
    }
}

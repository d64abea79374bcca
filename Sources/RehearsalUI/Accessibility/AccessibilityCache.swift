/// The elements a node produced at the accessibility tree's last build, kept on the node
/// (`GraphNode.accessibilityCache`) so the next build reuses them while nothing below the node changed.
///
/// A build keeps them only when the subtree's last change is in an epoch that had ended (`ViewGraph.renderEpoch`),
/// so a later change stamps a newer epoch, and only when the subtree's build neither read nor changed what the
/// builder carries across the tree (a screen's bar, search fields, presentations): those depend on more than
/// the subtree. The presentation the elements were built in is part of them (`presentationPath`).
final class AccessibilityCache {
    let subtreeEpoch: Int
    let presentationPath: [ObjectIdentifier]
    let elements: [AccessibilityNode]
    /// The lazy containers met in the subtree, registered again when the elements are reused.
    let lazyContainers: [(node: GraphNode, window: LazyWindow)]

    init(
        subtreeEpoch: Int, presentationPath: [ObjectIdentifier], elements: [AccessibilityNode],
        lazyContainers: [(node: GraphNode, window: LazyWindow)]
    ) {
        self.subtreeEpoch = subtreeEpoch
        self.presentationPath = presentationPath
        self.elements = elements
        self.lazyContainers = lazyContainers
    }
}

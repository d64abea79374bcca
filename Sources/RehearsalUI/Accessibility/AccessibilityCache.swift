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
    /// Given up (emptied) when a build patches them, so the patch writes them in place instead of copying them.
    var elements: [AccessibilityNode]
    /// The lazy containers met in the subtree, registered again when the elements are reused.
    let lazyContainers: [(node: GraphNode, window: LazyWindow)]
    /// How many elements of the subtree were given a sort priority (at least; 0 when none has one).
    let priorityMarks: Int
    /// The render epoch the elements were built in: changes since are stamped with it or a later one.
    let buildEpoch: Int
    /// Whether the elements are the children's, one element per child, in order, and nothing else: a build may
    /// then replace the elements of the children that changed since (``AccessibilityTreeBuilder``'s patch).
    let isOnePerChild: Bool
    /// The elements by label and identifier, made when targets are matched in them a second time (a list that is
    /// built afresh at every step is walked, which costs less than indexing it), and kept up to date by a patch.
    var targetIndex: AccessibilityTargetIndex?
    /// How many times targets were matched in the elements before they were indexed.
    var queries = 0
    /// Whether the subtree's build took the search fields waiting for a screen (none, or its own): the elements are
    /// reused only while none waits from outside.
    var tookWaitingFields = false
    /// The node's children the elements were built from, one per element, when they are the children's
    /// (`isOnePerChild`): a build splices the elements of children inserted or removed since.
    var children: [GraphNode]?

    init(
        subtreeEpoch: Int, presentationPath: [ObjectIdentifier], elements: [AccessibilityNode],
        lazyContainers: [(node: GraphNode, window: LazyWindow)], priorityMarks: Int = 0, buildEpoch: Int = 0,
        isOnePerChild: Bool = false
    ) {
        self.subtreeEpoch = subtreeEpoch
        self.presentationPath = presentationPath
        self.elements = elements
        self.lazyContainers = lazyContainers
        self.priorityMarks = priorityMarks
        self.buildEpoch = buildEpoch
        self.isOnePerChild = isOnePerChild
    }

    /// The index of the elements for a target match, made at the second match; `nil` while they are walked.
    func indexForMatching() -> AccessibilityTargetIndex? {
        if let targetIndex { return targetIndex }
        queries += 1
        guard queries >= 2 else { return nil }
        let index = AccessibilityTargetIndex(elements)
        targetIndex = index
        return index
    }
}

/// One list of steps, as a node of a ``StepTree``: what an output of the shell was printed after.
///
/// It costs a reference and a number, however long the list; its steps are read back when `export` writes them.
package struct StepList: Equatable {
    package let tree: StepTree
    package let node: StepTree.Node

    package init(tree: StepTree, node: StepTree.Node) {
        self.tree = tree
        self.node = node
    }

    /// `steps` in a tree of their own (tests, and lists that no session went through).
    package init(_ steps: [String]) {
        let tree = StepTree()
        self.init(tree: tree, node: tree.node(for: steps))
    }

    /// How many steps the list holds.
    package var count: Int { tree.count(node) }

    /// The steps, first to last.
    package var steps: [String] { tree.steps(node) }

    package static func == (lhs: StepList, rhs: StepList) -> Bool {
        // One tree never holds the same list twice.
        if lhs.tree === rhs.tree { return lhs.node == rhs.node }
        return lhs.count == rhs.count && lhs.steps == rhs.steps
    }
}

import RehearsalShell
import Testing

/// The lists of steps `export` keeps with each output: one tree of shared prefixes, a node per list.
@Suite struct StepTreeTests {
    @Test("The same steps are the same node; a list reads back its steps, its count and its last step")
    func sameStepsSameNode() {
        let tree = StepTree()
        let open = tree.child(of: StepTree.root, #"open "RootView/Sample library""#)
        let settings = tree.child(of: open, "tab Settings")
        #expect(tree.child(of: open, "tab Settings") == settings)
        #expect(tree.node(for: [#"open "RootView/Sample library""#, "tab Settings"]) == settings)
        #expect(tree.existingChild(of: open, "tab Library") == nil)
        let library = tree.child(of: open, "tab Library")
        #expect(library != settings)
        #expect(tree.steps(settings) == [#"open "RootView/Sample library""#, "tab Settings"])
        #expect(tree.count(settings) == 2)
        #expect(tree.last(settings) == "tab Settings")
        #expect(tree.parent(settings) == open)
        #expect(tree.steps(StepTree.root).isEmpty)
        #expect(tree.last(StepTree.root) == nil)
    }

    @Test("Lists from different trees compare by their steps; from one tree, by their node")
    func listsCompare() {
        let tree = StepTree()
        let node = tree.node(for: ["open \"A/B\"", "tap #go"])
        #expect(StepList(tree: tree, node: node) == StepList(["open \"A/B\"", "tap #go"]))
        #expect(StepList(tree: tree, node: node) != StepList(["open \"A/B\""]))
        #expect(StepList(tree: tree, node: node) != StepList(tree: tree, node: tree.parent(node)))
        #expect(StepList(tree: tree, node: node).count == 2)
    }

    @Test("Ten thousand steps alternating two commands are ten thousand nodes, each reading back its own steps")
    func longAlternatingSession() {
        let tree = StepTree()
        var node = tree.child(of: StepTree.root, "open \"A/B\"")
        var nodes = [node]
        for index in 0..<10_000 {
            node = tree.child(of: node, index % 2 == 0 ? "tab Settings" : "tab Library")
            nodes.append(node)
        }
        #expect(tree.count(node) == 10_001)
        #expect(Set(nodes).count == 10_001)
        #expect(tree.steps(nodes[2]) == ["open \"A/B\"", "tab Settings", "tab Library"])
    }
}

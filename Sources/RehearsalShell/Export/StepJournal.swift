/// The steps of a shell session, kept in temporary files rather than memory, so that the shell front stays
/// flat over a long session (100,000 taps) and still has every step for `undo`, `export`, `record`, `matrix`
/// and the replay into a new worker after a crash.
///
/// Every step the session takes is a node: its text and the node of the steps before it (never reused, so a
/// node always means the same list). The current list (applied steps first, then the undone ones) is a row of
/// nodes. Only counts stay in memory; ``stepTree()`` rebuilds the shared-prefix tree `export` compares with.
package final class StepJournal {
    /// A list of steps of this journal; `0` is the empty list.
    package typealias Node = Int

    /// Step texts, and the texts of the outputs kept for `export` (``SessionTranscript``).
    let texts: JournalText
    /// Per node (from node 1): the node before it (4 bytes), then where its text is (``JournalText/Reference``).
    private let nodes: JournalFile
    /// Per step of the current list: its node (4 bytes).
    private let path: JournalFile
    /// How many nodes there are.
    package private(set) var nodeCount = 0
    /// How many steps the current list holds.
    package private(set) var count = 0
    /// The node of the whole current list, when known without reading the file (an append sets it).
    private var lastNode: Node?

    private static let nodeWidth = 4 + JournalText.Reference.width

    /// A new, empty journal in `directory` (by default `TMPDIR`).
    package init(directory: String = JournalFile.temporaryDirectory) {
        texts = JournalText(file: JournalFile(directory: directory))
        nodes = JournalFile(directory: directory)
        path = JournalFile(directory: directory)
    }

    /// Whether the steps are in files (else in memory: no temporary file could be made or written).
    package var isInFiles: Bool { texts.file.isFile && nodes.isFile && path.isFile }

    /// The step at `index` of the current list.
    package subscript(index: Int) -> String {
        text(of: node(at: index))
    }

    /// The node of the first `index + 1` steps of the current list.
    package func node(at index: Int) -> Node {
        precondition(index >= 0 && index < count, "step \(index) of a list of \(count)")
        return path.integer(at: index * 4, width: 4)
    }

    /// The node of the first `count` steps of the current list (`0` for none).
    package func node(first count: Int) -> Node {
        if count >= self.count, let lastNode { return lastNode }
        return count <= 0 ? 0 : node(at: min(count, self.count) - 1)
    }

    /// The first `count` steps of the current list, first to last.
    package func steps(first count: Int? = nil) -> [String] {
        (0..<min(count ?? self.count, self.count)).map { self[$0] }
    }

    /// Drops the current list's steps from `count` on.
    package func truncate(to count: Int) {
        let kept = max(0, min(count, self.count))
        if kept != self.count { lastNode = nil }
        self.count = kept
    }

    /// Adds `step` at the end of the current list.
    package func append(_ step: String) {
        let reference = texts.add(step)
        let parent = node(first: count)
        nodeCount += 1
        nodes.write(width: Self.nodeWidth, at: (nodeCount - 1) * Self.nodeWidth) { record in
            record.integer(parent, width: 4)
            reference.write(to: &record)
        }
        let node = nodeCount
        path.write(width: 4, at: count * 4) { $0.integer(node, width: 4) }
        count += 1
        // Every step's append needs the node of the list before it: kept here rather than read back.
        lastNode = nodeCount
    }

    /// The last step of the list `node`.
    package func text(of node: Node) -> String {
        guard node > 0, node <= nodeCount else { return "" }
        let offset = (node - 1) * Self.nodeWidth
        return texts.text(JournalText.Reference(file: nodes, at: offset + 4))
    }

    /// The list `node` without its last step.
    package func parent(of node: Node) -> Node {
        guard node > 0, node <= nodeCount else { return 0 }
        return nodes.integer(at: (node - 1) * Self.nodeWidth, width: 4)
    }

    /// Every node's list in one tree of shared prefixes (equal lists are one node there), and the tree's node of
    /// each of this journal's nodes (index 0 is the empty list): what `export` compares outputs with.
    package func stepTree() -> (tree: StepTree, nodes: [StepTree.Node]) {
        let tree = StepTree()
        var mapped: [StepTree.Node] = [StepTree.root]
        mapped.reserveCapacity(nodeCount + 1)
        for node in stride(from: 1, through: nodeCount, by: 1) {
            mapped.append(tree.child(of: mapped[parent(of: node)], text(of: node)))
        }
        return (tree, mapped)
    }
}

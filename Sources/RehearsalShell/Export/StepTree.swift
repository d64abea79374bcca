/// Every list of steps a session went through, kept as one tree of shared prefixes.
///
/// A list of steps is a node: its last step and the node of the steps before it. The same step after the same
/// steps is always the same node, so two lists are equal exactly when their nodes are, and a session of N steps
/// costs N nodes (a few bytes each, the step's text once per distinct text) however many outputs kept the list
/// they were printed after. `export` needs those lists; copying them per output made the shell's memory grow
/// with the square of the session's length.
package final class StepTree {
    /// A list of steps in this tree; `0` is the empty list.
    package typealias Node = Int32

    /// The empty list.
    package static let root: Node = 0

    private var parents: [Node] = [0]
    private var textIndexes: [Int32] = [-1]
    private var lengths: [Int32] = [0]
    private var texts: [String] = []
    private var textNumbers: [String: Int32] = [:]
    /// The node of a step (its text's number, high half) after a list (low half).
    private var children: [UInt64: Node] = [:]

    package init() {}

    /// The list `node` followed by `step`, made when first asked.
    package func child(of node: Node, _ step: String) -> Node {
        let number: Int32
        if let known = textNumbers[step] {
            number = known
        } else {
            number = Int32(texts.count)
            texts.append(step)
            textNumbers[step] = number
        }
        let key = Self.key(node, number)
        if let known = children[key] { return known }
        let made = Node(parents.count)
        parents.append(node)
        textIndexes.append(number)
        lengths.append(lengths[Int(node)] + 1)
        children[key] = made
        return made
    }

    /// The list `node` followed by `step`, if this tree has it.
    package func existingChild(of node: Node, _ step: String) -> Node? {
        guard let number = textNumbers[step] else { return nil }
        return children[Self.key(node, number)]
    }

    /// The node of `steps`, made when first asked.
    package func node(for steps: some Sequence<String>) -> Node {
        steps.reduce(Self.root) { child(of: $0, $1) }
    }

    /// How many steps the list `node` holds.
    package func count(_ node: Node) -> Int { Int(lengths[Int(node)]) }

    /// The last step of the list `node` (`nil` for the empty list).
    package func last(_ node: Node) -> String? {
        node == Self.root ? nil : texts[Int(textIndexes[Int(node)])]
    }

    /// The list `node` without its last step.
    package func parent(_ node: Node) -> Node { parents[Int(node)] }

    /// The steps of the list `node`, first to last.
    package func steps(_ node: Node) -> [String] {
        var result: [String] = []
        result.reserveCapacity(count(node))
        var current = node
        while current != Self.root {
            result.append(texts[Int(textIndexes[Int(current)])])
            current = parents[Int(current)]
        }
        return result.reversed()
    }

    private static func key(_ node: Node, _ number: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: number)) << 32 | UInt64(UInt32(bitPattern: node))
    }
}

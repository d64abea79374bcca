import RehearsalUI

/// Warns when a `ForEach` keyed by position (`id: \.self` over `indices` or `0..<count`) shows data that
/// changed order: each row keeps its position's identity, so its state stays put while its item moves.
///
/// The rows' values are compared with those of the last step: the same values in another order, under
/// the same position ids, is a reorder that the ids did not follow.
@MainActor final class IndexKeyedForEachCheck {
    private var rows: [String: [String]] = [:]
    /// The render epoch of each `ForEach`'s content when its rows were last read: rows are view values that only
    /// the `ForEach`'s own update changes, so an unchanged epoch means unchanged rows and no need to read them.
    private var checkedEpochs: [String: Int] = [:]

    func warnings(_ nodes: [GraphNode]) -> [PatternWarning] {
        var result: [PatternWarning] = []
        for node in nodes where Self.isKeyedByPosition(node.view) {
            let identity = GraphWalk.identity(node)
            if checkedEpochs[identity] == node.contentEpoch, rows[identity] != nil { continue }
            checkedEpochs[identity] = node.contentEpoch
            let current = node.children.map { String(reflecting: $0.view) }
            let previous = rows[identity]
            rows[identity] = current
            guard let previous, previous != current, previous.count == current.count, previous.count > 1,
                previous.sorted() == current.sorted()
            else { continue }
            let owner = GraphWalk.ownerName(node)
            result.append(
                PatternWarning(
                    .idsFromData,
                    "the ForEach in \(owner) is identified by position (id: \\.self over a range of indices) and its "
                        + "data changed order: each row kept its position's identity, so row state (@State, focus, "
                        + "transitions) stayed at the position instead of following its item",
                    fix: "iterate the items with ids from the data: ForEach(items) { item in … } over Identifiable "
                        + "items, or ForEach(items, id: \\.id)"))
        }
        return result
    }

    /// Whether a view is a `ForEach` over a range of integers identified by the integers themselves.
    private static func isKeyedByPosition(_ view: any View) -> Bool {
        String(describing: type(of: view)).hasPrefix("ForEach<Range<Int>, Int, ")
    }
}

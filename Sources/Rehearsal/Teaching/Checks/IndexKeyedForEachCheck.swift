import RehearsalUI

/// Warns when a `ForEach` keyed by position (`id: \.self` over `indices` or `0..<count`) shows data that
/// changed order: each row keeps its position's identity, so its state stays put while its item moves.
///
/// The rows' values are compared with those of the last step: the same values in another order, under
/// the same position ids, is a reorder that the ids did not follow.
@MainActor final class IndexKeyedForEachCheck {
    private var rows: [String: [String]] = [:]
    /// Rows kept as the views they were, described only when a later step compares them: the first look at a
    /// `ForEach` (every one on a screen that just opened) costs a copy, not a description of every row.
    private var undescribed: [String: [any View]] = [:]
    /// The render epoch of each `ForEach`'s content when its rows were last read: rows are view values that only
    /// the `ForEach`'s own update changes, so an unchanged epoch means unchanged rows and no need to read them.
    private var checkedEpochs: [String: Int] = [:]

    func warnings(_ nodes: [GraphNode]) -> [PatternWarning] {
        var result: [PatternWarning] = []
        for node in nodes where Self.isKeyedByPosition(node.view) {
            let identity = GraphWalk.identity(node)
            let seen = rows[identity] != nil || undescribed[identity] != nil
            if checkedEpochs[identity] == node.contentEpoch, seen { continue }
            checkedEpochs[identity] = node.contentEpoch
            guard seen else {
                undescribed[identity] = node.children.map(\.view)
                continue
            }
            let current = node.children.map { String(reflecting: $0.view) }
            let previous = rows[identity] ?? undescribed.removeValue(forKey: identity)?.map { String(reflecting: $0) }
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
    static func isKeyedByPosition(_ view: any View) -> Bool {
        let type = type(of: view)
        let id = ObjectIdentifier(type)
        if let known = keyedByPosition[id] { return known }
        // A cast of the type, once per type: naming it would cost about a million instructions for a generic view.
        let answer = (type as? any ForEachIdentityDescribing.Type)?.isKeyedByPosition ?? false
        keyedByPosition[id] = answer
        return answer
    }

    /// `isKeyedByPosition` by view type.
    @exclusivity(unchecked) private static var keyedByPosition: [ObjectIdentifier: Bool] = [:]
}

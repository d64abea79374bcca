/// The positions of a kept list of elements (``AccessibilityCache/elements``) by the labels and identifiers found
/// in each one's subtree, so a target that names one is matched by visiting only the positions that hold it.
///
/// A position is listed under a key when its element, or an element below it that is not a grouping, has that
/// identifier, that label or that input label: the lists are a superset of the matches, and the match itself is
/// still ``TargetQuery/matches(_:)`` on the elements visited, in order, so the elements found (and so the errors
/// and suggestions made from them) are those of a walk of every element. Kept up to date by the builder's patch,
/// one replaced position at a time.
final class AccessibilityTargetIndex {
    /// The positions that hold a key, in increasing order: one without an allocation, as most keys are unique.
    private enum Positions {
        case one(Int)
        case many([Int])

        var list: [Int] {
            switch self {
            case .one(let position): [position]
            case .many(let positions): positions
            }
        }
    }

    /// Lists this short are walked: an index would cost more than it saves.
    static let minimumCount = 32

    private var identifiers: [String: Positions] = [:]
    private var labels: [String: Positions] = [:]

    /// Indexes every position of `elements`.
    init(_ elements: [AccessibilityNode]) {
        identifiers.reserveCapacity(elements.count)
        labels.reserveCapacity(elements.count)
        elements.withUnsafeBufferPointer { buffer in
            for position in buffer.indices { add(position, buffer[position]) }
        }
    }

    /// The positions that may hold a match of `query`, in increasing order; `nil` when the query names neither a
    /// label nor an identifier (a bare role), which every position may match.
    func candidates(_ query: TargetQuery) -> [Int]? {
        switch (query.label, query.identifier) {
        case (let label?, let identifier?):
            let byLabel = labels[label]?.list ?? []
            let byIdentifier = identifiers[identifier]?.list ?? []
            return byLabel.count <= byIdentifier.count ? byLabel : byIdentifier
        case (let label?, nil): return labels[label]?.list ?? []
        case (nil, let identifier?): return identifiers[identifier]?.list ?? []
        case (nil, nil): return nil
        }
    }

    /// Notes that the element at `position` was `old` and is now `new`.
    func replace(at position: Int, old: AccessibilityNode, new: AccessibilityNode) {
        Self.forEachKey(of: old) { key, isIdentifier in
            if isIdentifier {
                Self.remove(position, key, from: &identifiers)
            } else {
                Self.remove(position, key, from: &labels)
            }
        }
        add(position, new)
    }

    private func add(_ position: Int, _ element: AccessibilityNode) {
        Self.forEachKey(of: element) { key, isIdentifier in
            if isIdentifier {
                Self.insert(position, key, into: &identifiers)
            } else {
                Self.insert(position, key, into: &labels)
            }
        }
    }

    /// Calls `body` with every identifier (`true`) and every label and input label (`false`) of the elements a
    /// target can match in `element`'s subtree, itself included; a key may come more than once.
    private static func forEachKey(of element: AccessibilityNode, _ body: (String, Bool) -> Void) {
        if element.kind != .grouping {
            if let identifier = element.identifier { body(identifier, true) }
            body(element.label, false)
            for label in element.inputLabels { body(label, false) }
        }
        element.children.withUnsafeBufferPointer { buffer in
            for index in buffer.indices { forEachKey(of: buffer[index], body) }
        }
    }

    private static func insert(_ position: Int, _ key: String, into table: inout [String: Positions]) {
        switch table[key] {
        case nil: table[key] = .one(position)
        case .one(let other)?:
            guard other != position else { return }
            table[key] = .many(other < position ? [other, position] : [position, other])
        case .many(var positions)?:
            let at = lowerBound(position, in: positions)
            guard at == positions.count || positions[at] != position else { return }
            // Released from the table first, so the list is written in place rather than copied.
            table[key] = .one(0)
            positions.insert(position, at: at)
            table[key] = .many(positions)
        }
    }

    private static func remove(_ position: Int, _ key: String, from table: inout [String: Positions]) {
        switch table[key] {
        case nil: return
        case .one(let other)?:
            if other == position { table[key] = nil }
        case .many(var positions)?:
            let at = lowerBound(position, in: positions)
            guard at < positions.count, positions[at] == position else { return }
            table[key] = .one(0)
            positions.remove(at: at)
            table[key] = positions.count == 1 ? .one(positions[0]) : .many(positions)
        }
    }

    /// The first index of `positions` (sorted) whose value is not below `position`.
    private static func lowerBound(_ position: Int, in positions: [Int]) -> Int {
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

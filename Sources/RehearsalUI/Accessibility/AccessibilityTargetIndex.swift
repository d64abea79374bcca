/// The positions of a kept list of elements (``AccessibilityCache/elements``) by the labels and identifiers found
/// in each one's subtree, so a target that names one is matched by visiting only the positions that hold it.
///
/// A position is listed under a key when its element, or an element below it that is not a grouping, has that
/// identifier, that label or that input label: the lists are a superset of the matches, and the match itself is
/// still ``TargetQuery/matches(_:)`` on the elements visited, in order, so the elements found (and so the errors
/// and suggestions made from them) are those of a walk of every element. Kept up to date by the builder's patch,
/// one replaced position at a time.
final class AccessibilityTargetIndex {
    /// The positions that hold a key, in increasing order: the first without an allocation, as most keys are unique.
    private struct Positions {
        var first: Int
        /// The others, above `first`, in increasing order.
        var more: [Int] = []

        var list: [Int] { [first] + more }

        mutating func insert(_ position: Int) {
            if position == first { return }
            if position < first {
                more.insert(first, at: 0)
                first = position
                return
            }
            // Positions mostly arrive in increasing order (the index is made front to back).
            if more.last.map({ $0 < position }) ?? true {
                more.append(position)
                return
            }
            let at = AccessibilityTargetIndex.lowerBound(position, in: more)
            if more[at] != position { more.insert(position, at: at) }
        }

        /// Removes `position`; `false` when none is left.
        mutating func remove(_ position: Int) -> Bool {
            if position == first {
                guard !more.isEmpty else { return false }
                first = more.removeFirst()
                return true
            }
            let at = AccessibilityTargetIndex.lowerBound(position, in: more)
            if at < more.count, more[at] == position { more.remove(at: at) }
            return true
        }
    }

    /// Lists this short are walked: an index would cost more than it saves.
    static let minimumCount = 32

    private var identifiers: [String: Positions]
    private var labels: [String: Positions]

    /// Indexes every position of `elements`.
    init(_ elements: [AccessibilityNode]) {
        // Made in locals: each write to a class's property would be an exclusivity check.
        var identifiers: [String: Positions] = [:]
        var labels: [String: Positions] = [:]
        identifiers.reserveCapacity(elements.count)
        labels.reserveCapacity(elements.count)
        elements.withUnsafeBufferPointer { buffer in
            for position in buffer.indices {
                Self.add(position, in: buffer, at: position, identifiers: &identifiers, labels: &labels)
            }
        }
        self.identifiers = identifiers
        self.labels = labels
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
        withUnsafePointer(to: old) { pointer in
            Self.forEachKey(UnsafeBufferPointer(start: pointer, count: 1), at: 0) { key, isIdentifier in
                if isIdentifier {
                    Self.remove(position, key, from: &identifiers)
                } else {
                    Self.remove(position, key, from: &labels)
                }
            }
        }
        withUnsafePointer(to: new) {
            Self.add(
                position, in: UnsafeBufferPointer(start: $0, count: 1), at: 0, identifiers: &identifiers,
                labels: &labels)
        }
    }

    /// Lists `position` under the keys of the element at `index` of `buffer`.
    private static func add(
        _ position: Int, in buffer: UnsafeBufferPointer<AccessibilityNode>, at index: Int,
        identifiers: inout [String: Positions], labels: inout [String: Positions]
    ) {
        forEachKey(buffer, at: index) { key, isIdentifier in
            if isIdentifier {
                insert(position, key, into: &identifiers)
            } else {
                insert(position, key, into: &labels)
            }
        }
    }

    /// Calls `body` with every identifier (`true`) and every label and input label (`false`) of the elements a
    /// target can match in the subtree of the element at `index` of `buffer`, itself included; a key may come more
    /// than once. The elements are read where they are: passing one on would copy it (a large struct).
    private static func forEachKey(
        _ buffer: UnsafeBufferPointer<AccessibilityNode>, at index: Int, _ body: (String, Bool) -> Void
    ) {
        if buffer[index].kind != .grouping {
            if let identifier = buffer[index].identifier { body(identifier, true) }
            body(buffer[index].label, false)
            for label in buffer[index].inputLabels { body(label, false) }
        }
        if !buffer[index].children.isEmpty {
            buffer[index].children.withUnsafeBufferPointer { children in
                for child in children.indices { forEachKey(children, at: child, body) }
            }
        }
    }

    private static func insert(_ position: Int, _ key: String, into table: inout [String: Positions]) {
        // One lookup, the list changed where it is.
        table[key, default: Positions(first: position)].insert(position)
    }

    private static func remove(_ position: Int, _ key: String, from table: inout [String: Positions]) {
        if table[key]?.remove(position) == false { table[key] = nil }
    }

    /// The first index of `positions` (sorted) whose value is not below `position`.
    static func lowerBound(_ position: Int, in positions: [Int]) -> Int {
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

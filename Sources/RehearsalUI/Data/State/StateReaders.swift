/// The reads of one `@State` since it last changed, each to be told when it changes.
///
/// Most states are read by one node (the view that declares them), kept inline; others go to a list, which is
/// compacted when it grows (reads of nodes that updated again or left the tree are dropped), so a state read
/// again and again without changing keeps one entry per node that reads it now.
struct StateReaders {
    private var first: StateReader?
    private var more: [StateReader] = []
    /// The length of `more` at which it is next compacted.
    private var compactionThreshold = 16

    /// Adds a read; the same update's repeated reads are kept once.
    mutating func add(_ reader: StateReader) {
        guard let current = first else {
            first = reader
            return
        }
        if current.handle === reader.handle {
            first = reader
            return
        }
        if let last = more.last, last.handle === reader.handle {
            more[more.count - 1] = reader
            return
        }
        more.append(reader)
        if more.count >= compactionThreshold { compact() }
    }

    /// Takes every read, leaving none: the ones that still count are told of the change.
    mutating func take() -> (StateReader?, [StateReader]) {
        defer {
            first = nil
            more = []
            compactionThreshold = 16
        }
        return (first, more)
    }

    var isEmpty: Bool { first == nil }

    private mutating func compact() {
        // A node's update reads a state once (`add` keeps repeated reads once), and a node's older reads are stale,
        // so the reads that still count are one per node.
        more.removeAll { !$0.isCurrent }
        compactionThreshold = max(16, more.count * 2)
    }
}

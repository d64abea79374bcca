/// Records what each node read during its latest update: the `@State`s and the `@Observable` properties.
///
/// The graph calls ``begin(_:)`` and ``end(_:)`` around every update, so the reads made in between (by
/// the body, or by a primitive following a binding) belong to the node on top; a node updated again
/// replaces its reads. `StateBox` reports `@State` reads; Observation's access lists give the rest. The
/// state listing and `explain` ask ``reads(of:)``. The graph only records when one is installed, before it mounts
/// anything, and keeps it: the reads are kept on the nodes (a table of 100,000 rows' reads cost a tenth of
/// opening them), so a recorder is for one graph.
@MainActor package final class ReadRecorder {
    /// One `@State` read: the node that owns the state, the property's name and its wrapper (`@State`,
    /// `@GestureState`, `@FocusState`).
    package struct StateRead: Hashable {
        package var owner: ObjectIdentifier
        package var property: String
        package var wrapper: String

        package init(owner: ObjectIdentifier, property: String, wrapper: String = "@State") {
            self.owner = owner
            self.property = property
            self.wrapper = wrapper
        }

        // The owner and the name pick out one state; the wrapper only names it.
        package static func == (lhs: StateRead, rhs: StateRead) -> Bool {
            lhs.owner == rhs.owner && lhs.property == rhs.property
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(owner)
            hasher.combine(property)
        }
    }

    /// What one node read in its latest update.
    package struct Reads {
        package var state: [StateRead] = []
        /// The `@Observable` properties read, or `nil` when Observation's access list could not be read.
        package var observed: [ObservedAccess]? = []
    }

    /// The reads of the nodes being updated, innermost last.
    @exclusivity(unchecked) private var stack: [Reads] = []

    package init() {
        StateReadHook.isActive = true
    }

    /// What `node` read in its latest update, if it read anything while recording (a node that read nothing has no
    /// record).
    package func reads(of node: GraphNode) -> Reads? { node.recordedReads }

    func begin() {
        stack.append(Reads())
    }

    func end(_ node: GraphNode) {
        guard let top = stack.popLast() else { return }
        // Most nodes read nothing: no record reads the same as an empty one.
        if top.state.isEmpty, top.observed?.isEmpty == true {
            if node.recordedReads != nil { node.recordedReads = nil }
        } else {
            node.recordedReads = top
        }
    }

    func stateRead(owner: GraphNode, property: String, wrapper: String) {
        guard !stack.isEmpty else { return }
        let read = StateRead(owner: ObjectIdentifier(owner), property: property, wrapper: wrapper)
        if !stack[stack.count - 1].state.contains(read) { stack[stack.count - 1].state.append(read) }
    }

    func observed(_ accesses: [ObservedAccess]?) {
        guard !stack.isEmpty else { return }
        guard let accesses else {
            stack[stack.count - 1].observed = nil
            return
        }
        stack[stack.count - 1].observed?.append(contentsOf: accesses)
    }

    func forget(_ node: GraphNode) { node.recordedReads = nil }
}

/// Whether some graph records reads, so `StateBox` reports them; off until a ``ReadRecorder`` exists.
enum StateReadHook {
    /// Set on the main actor before any read is reported, and never cleared; read by `StateBox`'s getter.
    nonisolated(unsafe) static var isActive = false
}

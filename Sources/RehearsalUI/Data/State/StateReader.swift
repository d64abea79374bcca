/// A node's update that read a `@State`: the state's change invalidates it, unless the node updated again since.
///
/// The graph tracks `@State` reads itself rather than through Observation: a body that reads only its own state
/// (a row's `taps`) then needs no Observation tracking kept for it, and the box no registration in its registrar.
/// The entry is what Observation's tracking would have posted when it fired, and is posted the same way.
struct StateReader {
    let handle: NodeHandle
    /// The body's evaluation the read belongs to, checked as Observation's trackings are when the graph drains.
    let generation: Int
    /// The node's update count at the read (`NodeHandle.updates`): a later update cancels it, as it cancels
    /// the node's Observation trackings.
    let stamp: Int
    let inbox: InvalidationInbox

    /// Whether the read still counts: the node is mounted and has not updated again.
    var isCurrent: Bool { handle.node != nil && handle.updates == stamp }

    /// Tells the graph that what the node read changed, as a fired Observation tracking does.
    func post() {
        inbox.post(.invalidated(handle, generation: generation, changed: \StateBoxKey.value))
    }
}

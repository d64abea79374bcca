/// What a `.task` modifier keeps on its node between updates: the task it started and the id it started for.
@MainActor final class TaskSlot<ID: Equatable> {
    /// The id of the latest start; `nil` for a `.task` without one.
    var id: ID?
    /// The task started last; it may have finished or been cancelled since.
    var running: ViewTask?

    init(id: ID?) { self.id = id }

    /// The slot of the modifier on `node`, made on its first update; `isNew` tells which.
    static func attached(to node: GraphNode, id: ID?) -> (slot: TaskSlot, isNew: Bool) {
        if let slot = node.modifierState as? TaskSlot { return (slot, false) }
        let slot = TaskSlot(id: id)
        node.modifierState = slot
        // The slot, not the node, is captured: the node keeps this closure.
        node.onUnmount = { [slot] in slot.cancel() }
        return (slot, true)
    }

    /// Cancels the task started last, if any, and forgets it.
    func cancel() {
        running?.cancel()
        running = nil
    }

    /// Cancels the task started last and starts `action` in its place.
    func restart(origin: String, priority: TaskPriority, action: TaskAction) {
        cancel()
        running = ViewTask.start(origin: origin, priority: priority) { await action() }
    }
}

/// Runs an async action while its view is on screen: `.task { }` and `.task(id:) { }`.
///
/// The task starts when the view appears, after every `onAppear` and `onChange` action of the same update,
/// and is cancelled when the view leaves the tree. With an id, each update of the modifier compares the id
/// with the one the running task was started for; when they differ, the running task is cancelled and a new
/// one starts, at the same point of the update. Tasks start through ``ViewTask``, so with virtual time
/// installed each is tracked under an origin naming its view and modifier: `ShelfScreen .task(id: 3)`.
struct TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    /// The id to watch, or `nil` for a task that starts once per appearance.
    let id: ID?
    let priority: TaskPriority
    let action: TaskAction

    /// The modifier as the tree prints it: `.task` or `.task(id: 3)`.
    var attribute: String {
        id.map { ".task(id: \(ValueDescription.short($0)))" } ?? ".task"
    }

    func update(_ node: GraphNode, _ children: inout ChildList) {
        let attribute = attribute
        node.modifierAttributes = [attribute]
        let (slot, isNew) = TaskSlot<ID>.attached(to: node, id: id)
        let origin = [node.owningCustomView?.typeName, attribute].compactMap { $0 }.joined(separator: " ")
        let priority = priority
        let action = action
        let start: () -> Void = { [weak node, slot] in
            guard let node, node.isMounted, !node.isDisappeared else { return }
            slot.restart(origin: origin, priority: priority, action: action)
            if let task = slot.running { node.graph.viewTaskStarted(task, in: node) }
        }
        // Appearing again (a tab selected again, a covered screen uncovered) starts the task afresh.
        node.onReappear = { [weak node] in node?.graph.enqueueTask(start) }
        if !isNew {
            guard let id, slot.id != id else { return }
            slot.id = id
        }
        node.startTaskAfterAppear(start)
    }
}

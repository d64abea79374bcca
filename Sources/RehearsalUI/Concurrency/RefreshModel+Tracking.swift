extension RefreshModel {
    /// Starts the refresh as a task tracked under `Screen .refreshable`; the refresh ends when the task does.
    ///
    /// `node` is the `refreshable` modifier's node, whose owning view names the task. With virtual time the
    /// returned task's `tracked?.isFinished` tells when the pull is over, as the spinner's end does.
    package func startTracked(on node: GraphNode) -> ViewTask {
        let action = action
        let origin = [node.owningCustomView?.typeName, ".refreshable"].compactMap { $0 }.joined(separator: " ")
        let task = ViewTask.start(origin: origin) { await action() }
        node.graph.viewTaskStarted(task, in: node)
        return task
    }
}

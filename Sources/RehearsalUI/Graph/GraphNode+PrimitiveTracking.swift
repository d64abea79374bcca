@_spi(SwiftUI) import Observation

extension GraphNode {
    /// Runs `read` and updates this node again when something it read changes.
    ///
    /// Only custom bodies are evaluated inside Observation tracking. A primitive view that reads a binding in
    /// `update` (a stack following its path, a sheet following `isPresented`) wraps the read in this, so a
    /// change made elsewhere (an action, `onOpenURL`) reaches it even when no body read the value.
    package func trackingReads<T>(_ read: () -> T) -> T {
        let handle = observationHandle()
        let generation = evaluation
        let inbox = graph.inbox
        let reader = StateReader(handle: handle, generation: generation, stamp: handle.updates, inbox: inbox)
        let (value, accesses, tracking) = StateReadScope.reading(as: reader) {
            AccessListCapture.withTracking(read, readingAccesses: graph.reads != nil) {
                Self.invalidation(of: handle, generation: generation, inbox: inbox)
            }
        }
        keepTracking(tracking)
        graph.reads?.observed(accesses)
        return value
    }

    /// What a tracking of a node's update does when something it read changes: it invalidates the node, once.
    static func invalidation(
        of handle: NodeHandle, generation: Int, inbox: InvalidationInbox
    ) -> @Sendable (ObservationTracking) -> Void {
        { tracking in
            let changed = tracking.changed
            tracking.cancel()
            inbox.post(.invalidated(handle, generation: generation, changed: changed))
        }
    }

    /// Keeps a tracking of this node's latest update, to cancel when the node updates again or leaves.
    func keepTracking(_ tracking: ObservationTracking?) {
        guard let tracking else { return }
        if trackings == nil { trackings = [] }
        trackings?.append(tracking)
    }

    /// Cancels the trackings of the node's previous update: Observation forgets their observers.
    func cancelTrackings() {
        // The `@State` reads of the previous update no longer count either (`StateReader.isCurrent`).
        handle?.updates &+= 1
        guard let kept = trackings else { return }
        trackings = nil
        for tracking in kept { tracking.cancel() }
    }

    /// The nearest ancestor (not this node) for which `predicate` holds.
    package func nearestAncestor(where predicate: (GraphNode) -> Bool) -> GraphNode? {
        var node = parent
        while let current = node {
            if predicate(current) { return current }
            node = current.parent
        }
        return nil
    }

    /// Whether `other` is this node or one of its ancestors.
    package func isInSubtree(of other: GraphNode) -> Bool {
        var node: GraphNode? = self
        while let current = node {
            if current === other { return true }
            node = current.parent
        }
        return false
    }
}

import RehearsalUI

extension TeachingRecorder {
    /// What the recorder notes of a screen to compare it with the screen after a step: who reads what, the
    /// objects' values, and the navigation path.
    struct ScreenRecord {
        var stateReaders: [ReadRecorder.StateRead: [String]]
        var objectValues: [String: (value: String, fingerprint: String)]
        var objectReaders: [String: [String]]
        var path: String

        init(
            stateReaders: [ReadRecorder.StateRead: [String]],
            objectValues: [String: (value: String, fingerprint: String)], objectReaders: [String: [String]],
            path: String
        ) {
            self.stateReaders = stateReaders
            self.objectValues = objectValues
            self.objectReaders = objectReaders
            self.path = path
        }

        /// The record of the screen `graph` shows now.
        @MainActor init(graph: ViewGraph, learnedReaders: [String: [String]]) {
            let inventory = StateInventory.build(graph, learnedReaders: learnedReaders)
            self.init(
                stateReaders: TeachingRecorder.stateReaders(graph), objectValues: inventory.objectValues,
                objectReaders: TeachingRecorder.objectReaders(inventory), path: NavigationPathRenderer.render(graph))
        }

        /// The record of the screen `graph` shows now, from the recorder's index: the readers of each `@State`
        /// are looked up when a step changes it, so they are not listed here.
        @MainActor init(index: ScreenIndex, graph: ViewGraph, learnedReaders: [String: [String]]) {
            let inventory = index.objects(graph, learnedReaders: learnedReaders)
            self.init(
                stateReaders: [:], objectValues: inventory.objectValues,
                objectReaders: TeachingRecorder.objectReaders(inventory), path: index.navigationPath(graph))
        }
    }
}

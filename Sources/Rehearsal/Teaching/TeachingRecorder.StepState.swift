import RehearsalUI
import VirtualTime

extension TeachingRecorder {
    /// What the running step has recorded so far, and the screen as it was when the step began.
    struct StepState {
        var command: String
        var kind: StepRecord.Kind
        /// The element the interaction being run resolved to: its reference and the view that declares it.
        var target: (reference: String, owner: String)?
        var interactions: [StepRecord.Interaction] = []
        var stateChanges: [(owner: ObjectIdentifier, change: StateChangeRecord)] = []
        var tasksBefore: [String: PendingWork.PendingTask] = [:]
        var tasksAfterAction: [String: PendingWork.PendingTask] = [:]
        /// The labels of the tasks `.task` modifiers and refreshes started during the step.
        var startedViewTasks: [String] = []
        var stateReaders: [ReadRecorder.StateRead: [String]] = [:]
        /// The `@State`s whose readers before the step were looked up (incremental recorder), found or not.
        var readersNoted: Set<ReadRecorder.StateRead> = []
        /// The nodes that own the `@State`s in `readersNoted`, by identifier.
        var owners: [ObjectIdentifier: GraphNode] = [:]
        var objectReaders: [String: [String]] = [:]
        var objectValues: [String: (value: String, fingerprint: String)] = [:]
        var pathBefore = ""
        var timeBefore: Duration = .zero

        init(command: String, kind: StepRecord.Kind) {
            self.command = command
            self.kind = kind
        }

        /// Drops what was seen of the previous screen when the step replaces it (`open`).
        mutating func forgetScreen() {
            tasksBefore = [:]
            tasksAfterAction = [:]
            startedViewTasks = []
            stateReaders = [:]
            readersNoted = []
            owners = [:]
            objectReaders = [:]
            objectValues = [:]
            pathBefore = ""
            timeBefore = .zero
        }
    }
}

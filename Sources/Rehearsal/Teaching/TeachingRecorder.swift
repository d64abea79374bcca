package import RehearsalUI
package import VirtualTime

/// Watches a session's graph for the teaching features: records each step for `explain`, remembers why
/// each view last updated, and raises pattern warnings when a state-management pitfall happens.
///
/// The session attaches it to every graph it makes, calls ``beginStep(_:)`` and ``endStep(number:)``
/// around each step, and prints the warnings `endStep` returns. Each warning is printed once per graph.
@MainActor package final class TeachingRecorder: GraphObserver {
    /// Why a view (at one identity) was last evaluated.
    package struct LastEvaluation {
        package var view: String
        package var step: Int
        package var command: String
        package var cause: EvaluationCause
        /// Which learned step it came from, counted by the recorder: a waiting older step's does not replace it.
        package var order = 0
    }

    /// The last step that completed since the graph was attached, for `explain`.
    package var lastStep: StepRecord? {
        // The views left out of the step are listed when asked: nothing changes the screen between steps.
        if hasUnlistedEvaluations, let graph, let evaluations = recordedStep?.evaluations {
            recordedStep!.notEvaluated = Self.notEvaluated(graph, evaluated: Set(evaluations.map(\.identity)))
            hasUnlistedEvaluations = false
        }
        return recordedStep
    }
    var recordedStep: StepRecord?
    /// Whether the recorded step's `notEvaluated` is still to be listed from its evaluations.
    var hasUnlistedEvaluations = false
    /// Whether the screen's facts are kept per node and refreshed from the graph's changes (``ScreenIndex``),
    /// rather than gathered from every node at every step (the reference the property tests compare with).
    package var isIncremental = true
    /// The facts of the screen, refreshed from the graph's change log.
    var index = ScreenIndex()
    /// The latest evaluation of each identity, for `explain VIEW`.
    package var lastEvaluations: [String: LastEvaluation] {
        fileWaitingEvaluations(keeping: 0)
        return filedEvaluations
    }
    /// The evaluations filed by identity so far.
    @exclusivity(unchecked) var filedEvaluations: [String: LastEvaluation] = [:]
    /// The steps of many evaluations not filed yet, oldest first: a screen that opens evaluates every row, and a table
    /// of them all is made only when `explain` asks (or when too many wait). A step of a few is filed at once; a
    /// later step's evaluation of a view wins over a waiting older one's (``LastEvaluation/order``).
    @exclusivity(unchecked) var unfiledEvaluations:
        [(step: Int, command: String, order: Int, evaluations: [EvaluationRecord])] = []
    /// How many evaluations wait in `unfiledEvaluations`.
    @exclusivity(unchecked) var unfiledCount = 0
    /// How many steps were learned from: the order of the next.
    @exclusivity(unchecked) var learnedSteps = 0
    /// `Type.property` → views seen re-evaluated by its changes (readers when access lists are unavailable).
    @exclusivity(unchecked) package internal(set) var learnedReaders: [String: [String]] = [:]

    private(set) weak var graph: ViewGraph?
    private(set) var scheduler: VirtualScheduler?
    /// What the step that is running has recorded so far.
    var current: StepState?
    /// The screen as the last step left it, which the next step starts from; `nil` when unknown.
    var screenAfterLastStep: ScreenRecord?
    var pendingWarnings: [PatternWarning] = []
    var reported: Set<String> = []
    var viewTasks: [String: (task: ViewTask, view: String)] = [:]
    @exclusivity(unchecked) private var stateCopy = StateCopyCheck()
    private var appearTasks = AppearTaskCheck()
    var anyViews = AnyViewCheck()
    var positionKeyedRows = IndexKeyedForEachCheck()
    var cancellations = CancellationCheck()

    package init() {}

    /// Starts watching a new graph: what was learned about the previous screen no longer applies.
    package func attach(to graph: ViewGraph, scheduler: VirtualScheduler) {
        self.graph = graph
        self.scheduler = scheduler
        screenAfterLastStep = nil
        recordedStep = nil
        hasUnlistedEvaluations = false
        index = ScreenIndex()
        if isIncremental { graph.changeLog = GraphChangeLog() }
        filedEvaluations = [:]
        unfiledEvaluations = []
        unfiledCount = 0
        learnedSteps = 0
        learnedReaders = [:]
        reported = []
        viewTasks = [:]
        stateCopy = StateCopyCheck()
        appearTasks = AppearTaskCheck()
        anyViews = AnyViewCheck()
        positionKeyedRows = IndexKeyedForEachCheck()
        cancellations = CancellationCheck()
        current?.forgetScreen()
    }

    // MARK: Graph events

    package func stateWillChange(owner: GraphNode, property: String, cause: EvaluationCause) {
        guard case .state(_, let name, let old, let new, let wrapper) = cause else { return }
        let change = StateChangeRecord(
            owner: GraphWalk.stateOwnerName(owner), property: name, old: old, new: new, wrapper: wrapper)
        current?.stateChanges.append((ObjectIdentifier(owner), change))
        // The index still shows the screen as the step found it: its readers are the readers before the step.
        let read = ReadRecorder.StateRead(owner: ObjectIdentifier(owner), property: name)
        if isIncremental, current != nil, current!.readersNoted.insert(read).inserted {
            current!.stateReaders[read] = index.readers(of: read, owner: owner)
            current!.owners[read.owner] = owner
        }
    }

    package func stateMounted(node: GraphNode, property: String, initial: Any) {
        stateCopy.mounted(node, property: property, initial: initial)
    }

    package func stateInitialValueIgnored(node: GraphNode, property: String, initial: Any, kept: Any) {
        if let warning = stateCopy.relinked(node, property: property, initial: initial, kept: kept) {
            pendingWarnings.append(warning)
        }
    }

    package func diagnosticReported(_ diagnostic: GraphDiagnostic) {
        if let warning = DiagnosticWarnings.warning(for: diagnostic) { pendingWarnings.append(warning) }
    }

    package func appearActionWillRun(in node: GraphNode) {
        if let scheduler { appearTasks.willRun(on: scheduler) }
    }

    package func appearActionDidRun(in node: GraphNode) {
        if let scheduler, let warning = appearTasks.didRun(in: node, on: scheduler) { pendingWarnings.append(warning) }
    }

    package func viewTaskStarted(_ task: ViewTask, in node: GraphNode) {
        let view = GraphWalk.ownerName(node)
        if let label = task.tracked?.label {
            viewTasks[label] = (task, view)
            current?.startedViewTasks.append(label)
        }
        cancellations.started(task, in: view)
    }

    package func interactionResolved(_ element: AccessibilityNode) {
        current?.target = (element.reference, element.owner)
    }

    package func interactionWillRun(_ origin: String) {
        let target = current?.target
        current?.interactions.append(
            StepRecord.Interaction(origin: origin, target: target?.reference, owner: target?.owner))
        current?.target = nil
    }

    package func interactionDidRun(_ origin: String) {
        guard let scheduler else { return }
        for task in scheduler.pendingWork().tasks where current?.tasksAfterAction[task.label] == nil {
            current?.tasksAfterAction[task.label] = task
        }
    }
}

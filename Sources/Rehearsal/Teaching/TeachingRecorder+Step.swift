import RehearsalUI
import VirtualTime

extension TeachingRecorder {
    /// Notes the screen before a step runs: who reads what, the objects' values, tasks, path and time.
    package func beginStep(_ command: Command) {
        var state = StepState(command: command.text, kind: Self.kind(of: command))
        pendingWarnings.removeAll()
        if let graph, let scheduler {
            // Nothing changes the screen between steps, so the screen after the last step is the screen now.
            if isIncremental { index.refresh(graph) }
            let screen =
                screenAfterLastStep
                ?? (isIncremental
                    ? ScreenRecord(index: index, graph: graph, learnedReaders: learnedReaders)
                    : ScreenRecord(graph: graph, learnedReaders: learnedReaders))
            state.stateReaders = screen.stateReaders
            state.objectValues = screen.objectValues
            state.objectReaders = screen.objectReaders
            state.pathBefore = screen.path
            let work = scheduler.pendingWork()
            for task in work.tasks { state.tasksBefore[task.label] = task }
            state.timeBefore = work.now
        }
        screenAfterLastStep = nil
        current = state
    }

    /// Forgets a step that failed: it is not part of the history, so `explain` keeps the previous one.
    package func abandonStep() {
        current = nil
        screenAfterLastStep = nil
        pendingWarnings.removeAll()
    }

    /// Completes the record of the step that ran as step `number`, and returns its new pattern warnings.
    package func endStep(number: Int) -> [String] {
        guard let state = current, let graph, let scheduler else {
            current = nil
            return []
        }
        current = nil
        // Incremental: only the nodes the step changed are looked at; else every node is.
        if isIncremental { index.refresh(graph) }
        let nodes = isIncremental ? index.takeChanged() : GraphWalk.nodes(graph)
        var record = StepRecord(number: number, command: state.command, kind: state.kind)
        record.interactions = state.interactions
        record.evaluations = graph.evaluations
        let inventory =
            isIncremental
            ? index.objects(graph, learnedReaders: learnedReaders)
            : StateInventory.build(graph, learnedReaders: learnedReaders)
        let stateReadersAfter = isIncremental ? [:] : Self.stateReaders(graph)
        let readersAfter: (ReadRecorder.StateRead) -> [String]? =
            isIncremental
            ? { [index] in index.readers(of: $0, owner: state.owners[$0.owner]) } : { stateReadersAfter[$0] }
        // Listed once: the changes name the readers after the step, and so does the next step's screen.
        let objectReadersAfter = Self.objectReaders(inventory)
        record.changes =
            stateChanges(state, after: readersAfter)
            + objectChanges(state, after: inventory, readers: objectReadersAfter, graph)
        if isIncremental {
            // Listed from the record's evaluations when `explain` asks: a set of every identity an open evaluated
            // (100,000 rows) is not made at every step.
            hasUnlistedEvaluations = true
        } else {
            record.notEvaluated = Self.notEvaluated(graph, evaluated: Set(graph.evaluations.map(\.identity)))
            hasUnlistedEvaluations = false
        }
        let work = scheduler.pendingWork()
        record.tasks = taskEvents(state, after: work)
        record.timeBefore = "+" + DurationText.format(state.timeBefore)
        record.timeAfter = "+" + DurationText.format(work.now)
        record.pathBefore = state.pathBefore
        record.pathAfter = isIncremental ? index.navigationPath(graph) : NavigationPathRenderer.render(graph)
        let learnedBefore = learnedReaders
        learn(from: record)
        // The next step starts from this screen; what was learned now would change the readers listed.
        screenAfterLastStep =
            learnedReaders == learnedBefore
            ? ScreenRecord(
                stateReaders: stateReadersAfter, objectValues: inventory.objectValues,
                objectReaders: objectReadersAfter, path: record.pathAfter)
            : nil
        var warnings = pendingWarnings
        pendingWarnings.removeAll()
        warnings +=
            PresentationFlagsCheck.warnings(isIncremental ? index.presentationNodes : nodes) + anyViews.warnings(nodes)
            + positionKeyedRows.warnings(nodes)
            + cancellations.warnings(nodes, changes: state.stateChanges.map(\.change))
        record.warnings = warnings.map(\.text).filter { reported.insert($0).inserted }
        recordedStep = record
        return record.warnings
    }

    // MARK: Changes

    private func stateChanges(_ state: StepState, after: (ReadRecorder.StateRead) -> [String]?) -> [StepRecord.Change] {
        var order: [ReadRecorder.StateRead] = []
        var values: [ReadRecorder.StateRead: (name: String, values: [String])] = [:]
        for (owner, change) in state.stateChanges {
            let key = ReadRecorder.StateRead(owner: owner, property: change.property, wrapper: change.wrapper)
            if values[key] == nil {
                order.append(key)
                values[key] = ("\(change.wrapper) \(change.property) of \(change.owner)", [change.old])
            }
            values[key]!.values.append(change.new)
        }
        return order.compactMap { key in
            guard let (name, chain) = values[key] else { return nil }
            let readers = state.stateReaders[key] ?? after(key) ?? []
            // Values that print the same were set to an equal value, or changed in a way the short form hides.
            let shape: StepRecord.Change.Shape =
                Set(chain).count == 1 ? .hidden : chain.first == chain.last ? .reverted : .transition
            return StepRecord.Change(
                name: name, old: chain.dropLast().joined(separator: " → "), new: chain.last!, readers: readers,
                shape: shape)
        }
    }

    private func objectChanges(
        _ state: StepState, after inventory: StateInventory, readers readersAfter: [String: [String]],
        _ graph: ViewGraph
    )
        -> [StepRecord.Change]
    {
        var changes: [StepRecord.Change] = []
        var named: Set<String> = []
        for object in inventory.objects {
            for property in object.properties {
                let key = "\(object.label).\(property.name)"
                guard let new = property.value, let old = state.objectValues[key],
                    old.fingerprint != (property.fingerprint ?? new)
                else { continue }
                named.insert(key)
                changes.append(
                    StepRecord.Change(
                        name: key, old: old.value, new: new,
                        readers: state.objectReaders[key] ?? readersAfter[key] ?? [],
                        shape: old.value == new ? .hidden : .transition))
            }
        }
        // A property that changed and changed back is known from the evaluations it caused. One whose name the
        // binary does not record may be any of the changes above: nothing is said about its value.
        for evaluation in graph.evaluations {
            guard case .observed(let type, let property) = evaluation.cause,
                property != GraphStartupChecks.unknownPropertyName
            else { continue }
            let key =
                inventory.objects.map { "\($0.label).\(property)" }
                .first { $0 == "\(type).\(property)" || $0.hasPrefix("\(type) #") } ?? "\(type).\(property)"
            guard named.insert(key).inserted else { continue }
            let value = state.objectValues[key]?.value ?? "(unknown)"
            changes.append(
                StepRecord.Change(
                    name: key, old: value, new: value, readers: state.objectReaders[key] ?? readersAfter[key] ?? [],
                    shape: .reverted))
        }
        return changes
    }

    // MARK: Tasks

    private func taskEvents(_ state: StepState, after work: PendingWork) -> [StepRecord.TaskEvent] {
        var after: [String: PendingWork.PendingTask] = [:]
        for task in work.tasks { after[task.label] = task }
        let labels = Set(state.tasksBefore.keys).union(state.tasksAfterAction.keys).union(state.startedViewTasks)
            .union(after.keys)
        var events: [StepRecord.TaskEvent] = []
        for label in labels.sorted(by: Self.taskOrder) {
            let before = state.tasksBefore[label]
            let viewTask = viewTasks[label]?.task
            let cancelled = viewTask?.isCancelled ?? false
            let origin =
                after[label]?.origin ?? state.tasksAfterAction[label]?.origin ?? before?.origin ?? viewTask?.origin
                ?? "unknown"
            let outcome: String
            if let pending = after[label] {
                if let before, before.wait == pending.wait, !cancelled { continue }
                outcome =
                    cancelled ? "was cancelled; it stops at its next await" : Self.describe(pending.wait, now: work.now)
            } else {
                outcome =
                    cancelled ? "was cancelled" : viewTask?.tracked?.isFinished == true ? "finished" : "ran to its end"
                viewTasks[label] = nil
            }
            events.append(
                StepRecord.TaskEvent(
                    label: label, origin: origin, started: before == nil, outcome: outcome,
                    resumed: before.map { $0.wait != after[label]?.wait } ?? false, ended: after[label] == nil,
                    sleptUntil: before.flatMap(Self.deadline)))
        }
        return events
    }

    // MARK: Learning

    private func learn(from record: StepRecord) {
        for evaluation in record.evaluations {
            guard case .observed(let type, let property) = evaluation.cause else { continue }
            let key = "\(type).\(property)"
            if !(learnedReaders[key]?.contains(evaluation.view) ?? false) {
                learnedReaders[key, default: []].append(evaluation.view)
            }
        }
        learnedSteps += 1
        guard !record.evaluations.isEmpty else { return }
        if record.evaluations.count > Self.evaluationsFiledAtOnce {
            unfiledEvaluations.append((record.number, record.command, learnedSteps, record.evaluations))
            unfiledCount += record.evaluations.count
            fileWaitingEvaluations(keeping: Self.evaluationsWaitingAtMost)
        } else {
            file(record.evaluations, step: record.number, command: record.command, order: learnedSteps)
        }
    }

    /// How many evaluations a step may have and be filed at once (a tap's few, not an open's every row).
    static let evaluationsFiledAtOnce = 256
    /// How many evaluations may wait to be filed (about 80 bytes each).
    static let evaluationsWaitingAtMost = 1 << 18

    /// Files the waiting steps' evaluations, oldest first, until at most `keeping` wait; each replaces a filed
    /// evaluation of the same view only when it is newer.
    func fileWaitingEvaluations(keeping: Int) {
        while unfiledCount > keeping, !unfiledEvaluations.isEmpty {
            let (step, command, order, evaluations) = unfiledEvaluations.removeFirst()
            unfiledCount -= evaluations.count
            filedEvaluations.reserveCapacity(filedEvaluations.count + evaluations.count)
            file(evaluations, step: step, command: command, order: order)
        }
    }

    /// Files one step's evaluations by identity; each replaces a filed evaluation of the same view unless that one
    /// came from a later step (`order`).
    private func file(_ evaluations: [EvaluationRecord], step: Int, command: String, order: Int) {
        for evaluation in evaluations {
            if let filed = filedEvaluations[evaluation.identity], filed.order > order { continue }
            filedEvaluations[evaluation.identity] = LastEvaluation(
                view: evaluation.view, step: step, command: command, cause: evaluation.cause, order: order)
        }
    }

    // MARK: Helpers

    static func kind(of command: Command) -> StepRecord.Kind {
        switch command {
        case .open: .open
        case .env, .trait: .environment
        case .advance, .settle, .step: .time
        case .perform: .action
        default: .interaction
        }
    }

    /// The custom views on screen that the step did not evaluate, by name, with counts, in tree order.
    static func notEvaluated(_ graph: ViewGraph, evaluated: Set<String>) -> [String] {
        GraphWalk.counted(
            GraphWalk.nodes(graph).filter { $0.kind == .custom && !evaluated.contains(GraphWalk.identity($0)) }
                .map(\.typeName))
    }

    static func stateReaders(_ graph: ViewGraph) -> [ReadRecorder.StateRead: [String]] {
        var readers: [ReadRecorder.StateRead: ReaderList] = [:]
        guard let recorder = graph.reads else { return [:] }
        for node in GraphWalk.nodes(graph) {
            for read in recorder.reads(of: node)?.state ?? [] { readers[read, default: ReaderList()].add(node) }
        }
        return readers.mapValues(\.names)
    }

    static func objectReaders(_ inventory: StateInventory) -> [String: [String]] {
        var readers: [String: [String]] = [:]
        for object in inventory.objects {
            for property in object.properties { readers["\(object.label).\(property.name)"] = property.readers }
        }
        return readers
    }

    static func describe(_ wait: PendingWork.Wait, now: Duration) -> String {
        switch wait {
        case .ready: "is ready to run"
        case .running: "is running"
        case .timer(let firesAt):
            "sleeps until +\(DurationText.format(firesAt)) (in \(DurationText.format(firesAt - now)))"
        case .outsideScheduler: "waits outside the scheduler, on a continuation or task nobody has resumed"
        }
    }

    /// `+1s` for a sleep on a timer that fires at one second.
    static func deadline(_ task: PendingWork.PendingTask) -> String? {
        guard case .timer(let firesAt) = task.wait else { return nil }
        return "+" + DurationText.format(firesAt)
    }

    /// Orders `task#2` before `task#10`.
    static func taskOrder(_ lhs: String, _ rhs: String) -> Bool {
        let left = Int(lhs.drop { !$0.isNumber }) ?? Int.max
        let right = Int(rhs.drop { !$0.isNumber }) ?? Int.max
        return (left, lhs) < (right, rhs)
    }
}

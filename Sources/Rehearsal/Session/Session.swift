package import RehearsalUI
public import VirtualTime

/// One loaded preview and everything done to it: the live view graph, the scheduler its async work runs on,
/// its stub environments and settings, and the history of steps that time travel replays.
///
/// A session is synchronous: each command runs to completion, settling the scheduler (but never moving
/// virtual time, except `advance`) so that the output of the same commands is the same on every run.
@MainActor public final class Session {
    public let catalog: PreviewCatalog
    /// What prints after each action.
    public var echo: Echo = .diff
    package let scheduler: VirtualScheduler
    package private(set) var graph: ViewGraph?
    package private(set) var entry: PreviewEntry?
    package private(set) var stubs: [PreviewStub] = []
    package private(set) var settings = PreviewSettings()
    /// The steps of the session; `position` of them are applied.
    package internal(set) var history = StepHistory()
    package internal(set) var position = 0
    /// The view tree before and after the last step, for `diff` and the echo, rebuilt only where it changed.
    package let renderedTree = RenderedTree()
    /// The text of the view tree before and after the last step, for `diff`.
    package var treeBeforeStep: String { renderedTree.textBefore }
    package var treeAfterStep: String { renderedTree.textAfter }
    /// Whether `treeAfterStep` is the tree on screen now, so the next step need not render it again.
    package internal(set) var treeIsCurrent = false
    /// The state changes and evaluations of the last step, for the echo and `explain`.
    package let changes = StateChangeLog()
    package private(set) var lastStepEvaluations: [EvaluationRecord] = []
    /// Warnings raised by the last step (update loops, livelocks, pattern warnings).
    package internal(set) var warnings: [String] = []
    /// Observers that other features (teaching) add to every graph the session makes.
    package var graphObservers: [any GraphObserver] = []
    /// Records each step for `explain`, and raises the state-management pattern warnings.
    package let teaching = TeachingRecorder()
    /// The in-memory defaults behind `@AppStorage`: kept by `open`, `env` and `trait`, set with `defaults`.
    package let defaults = AppStorageStore()
    /// Trait assignments (`colorScheme=dark`) applied at every `open` before the preview mounts: a matrix
    /// replay's variant, so the script runs under it from its first step.
    package var variant: [String] = []
    /// Work sent out of the virtual scheduler that may still wait on the outside world, for `tasks` and `settle`.
    package let outsideWork = OutsideWorkRegistry()
    /// Whether an `open` of this session has named the failed start-up checks: each is named once.
    private var startupChecksReported = false

    /// A session on `catalog`'s previews, running async work on `scheduler` (installed by the caller).
    public init(catalog: PreviewCatalog, scheduler: VirtualScheduler) {
        self.catalog = catalog
        self.scheduler = scheduler
        let source = scheduler
        VirtualNow.setProvider { source.currentDate }
    }

    /// The name of the loaded preview, for the prompt.
    public var previewName: String? { entry?.name }

    /// Runs one command and returns what it printed.
    public func execute(_ command: Command) -> SessionOutput {
        // Everything a command does that awaits a stub's shared context runs on this session's scheduler.
        SynchronousDriver.withPump(schedulerPump) { run(command) }
    }

    private func run(_ command: Command) -> SessionOutput {
        switch command {
        case .show(let output, let json): return show(output, json: json)
        case .help(let name): return SessionOutput(HelpText.render(name))
        case .set(_, let value):
            echo = Echo(rawValue: value) ?? echo
            return SessionOutput()
        case .undo: return timeTravel(to: position - 1)
        case .goto(let step): return timeTravel(to: step)
        case .quit: return SessionOutput(quits: true)
        case .explain(let view): return explain(view)
        case .defaults(let values, _) where values.isEmpty: return SessionOutput(defaultsListing())
        case .record, .stop, .replay, .lesson, .reload, .matrix, .export:
            return .failure(
                CommandError(
                    "\(command.text.split(separator: " ").first ?? "") works in the shell, not in a bare session",
                    code: "state", hint: "run it from `rehearse`"))
        default:
            return step(command)
        }
    }

    // MARK: Steps

    private func step(_ command: Command) -> SessionOutput {
        if graph == nil, command.needsOpenPreview {
            return .failure(noPreview(for: String(command.text.prefix { $0 != " " })))
        }
        // The tree after the last step is the tree before this one: nothing changes the views between steps.
        let before = renderedTree.current(graph, isCurrent: treeIsCurrent)
        changes.clear()
        warnings.removeAll()
        graph?.clearEvaluations()
        teaching.beginStep(command)
        SchedulerEscapes.reset()
        do {
            let text = try apply(command)
            if let escaped = SchedulerEscapes.takeWarning() { warnings.append(escaped) }
            outsideWork.collect(origin: command.text)
            if position < history.count { history.removeSubrange(position...) }
            history.append(command)
            position = history.count
            renderedTree.finishStep(from: before, graph: graph)
            treeIsCurrent = graph != nil
            lastStepEvaluations = graph?.evaluations ?? []
            warnings.append(contentsOf: teaching.endStep(number: position))
            return SessionOutput(join([text, echoText(after: command), warningText()]))
        } catch {
            outsideWork.collect(origin: command.text)
            teaching.abandonStep()
            renderedTree.refresh(graph)
            treeIsCurrent = graph != nil
            return SessionOutput(warningText(), error: error)
        }
    }

    /// Applies a step and settles; returns what the step itself says (the echo is added by the caller).
    package func apply(_ command: Command) throws(CommandError) -> String {
        switch command {
        case .open(let name): return try open(name)
        case .env(let name): return try applyStub(name)
        case .trait(let values, let order): return try applyTraits(values, order: order)
        case .defaults(let values, let order): return try applyDefaults(values, order: order)
        case .step:
            let live = try requireGraph()
            let ran = scheduler.step()
            live.flush()
            return ran ? "ran 1 job" : "no job was ready"
        case .settle:
            let jobs = settle()
            outsideWork.collect(origin: command.text)
            let note = outsideWork.settleNote(outsideWork.waiting)
            return join([
                "settled after \(jobs) \(jobs == 1 ? "job" : "jobs"); virtual time \(DurationText.format(scheduler.now))",
                note ?? "",
            ])
        case .advance(let duration):
            _ = try requireGraph()
            advance(by: duration)
            return "virtual time \(DurationText.format(scheduler.now))"
        case .perform(let name): return try performAction(name)
        case .chooseCommand, .pressShortcut: return try chooseMenuCommand(command)
        default:
            return try interact(command)
        }
    }

    // MARK: Opening and configuring

    private func open(_ name: String) throws(CommandError) -> String {
        if !startupChecksReported {
            startupChecksReported = true
            warnings.append(contentsOf: StartupChecks.warnings)
        }
        let found: PreviewEntry
        do {
            found = try catalog.entry(named: name)
        } catch {
            throw CommandError(error.message.strippingErrorPrefix, code: "noMatch", hint: "list them with `previews`")
        }
        let checkpoint = openCheckpoint
        teardown()
        entry = found
        BodyInProgress.preview = "\"\(found.name)\" (\(found.location))"
        stubs = catalog.defaultStubs(for: found)
        settings = PreviewSettings(for: found.preview)
        let deviceWarning = settings.applyPreviewDevice(found.device)
        for assignment in variant { try? settings.set(assignment) }
        let newGraph = ViewGraph(environment: rootEnvironment())
        newGraph.observers = [changes, teaching] + graphObservers
        newGraph.reads = ReadRecorder()
        newGraph.appStorage = defaults
        teaching.attach(to: newGraph, scheduler: scheduler)
        graph = newGraph
        let content: any View
        do {
            content = try makeContent()
        } catch {
            restore(checkpoint)
            throw error
        }
        let commands = (try? catalog.makeCommands(for: found, stubs: stubs)) ?? nil
        scheduler.withOrigin("open \(found.name)") {
            newGraph.mount(content)
            if let commands { newGraph.mountCommands(commands) }
        }
        settle()
        try checkRendered(found, restoring: checkpoint)
        if let deviceWarning { warnings.append(deviceWarning) }
        return ""
    }

    private func applyStub(_ name: String) throws(CommandError) -> String {
        let live = try requireGraph()
        guard let entry else { throw noPreview() }
        let stub: PreviewStub
        do {
            stub = try catalog.stub(named: name)
            // Swapping asks the stub what it provides, which makes its context on the pump `execute` installs.
            let current = stubs
            stubs = try catalog.swapping(in: current, to: stub)
        } catch {
            throw CommandError(error.message.strippingErrorPrefix, code: "noMatch", hint: "list them with `stubs`")
        }
        // The step is not in the history yet: a stub that cannot satisfy the screen rebuilds the one before.
        let checkpoint = openCheckpoint
        // The app's window is made from the app the open made: its own state lives on under the new stub.
        let content: any View
        if let app = entry.app {
            content = try app.keepingInstance { () throws(CommandError) in try makeContent() }
        } else {
            content = try makeContent()
        }
        scheduler.withOrigin("env \(stub.name)") {
            live.update(root: content, cause: "stub environment \(stub.name) applied")
        }
        settle()
        try checkRendered(entry, restoring: checkpoint)
        let remounted = live.evaluations.filter { $0.cause == .mount }.count
        let kept = live.evaluations.count - remounted
        remountCommands(in: live, origin: "env \(stub.name)")
        var lines = ["applied \(stub.name) to \(entry.name): stubs now \(stubs.map(\.name).joined(separator: ", "))"]
        lines.append(
            "kept the state of views whose identity did not change; \(kept) re-evaluated, \(remounted) mounted afresh")
        return lines.joined(separator: "\n")
    }

    private func applyTraits(_ values: [String: String], order: [String]) throws(CommandError) -> String {
        let live = try requireGraph()
        var updated = settings
        for key in order {
            do {
                try updated.set("\(key)=\(values[key] ?? "")")
            } catch {
                throw CommandError(
                    error.message.strippingErrorPrefix, code: "syntax", hint: "for example: trait colorScheme=dark")
            }
        }
        settings = updated
        live.setRootEnvironment(
            rootEnvironment(), cause: "trait \(order.map { "\($0)=\(values[$0] ?? "")" }.joined(separator: " "))")
        settle()
        return "settings: \(settings)"
    }

    private func performAction(_ name: String) throws(CommandError) -> String {
        let live = try requireGraph()
        guard let entry else { throw noPreview() }
        let action: PreviewAction
        do {
            action = try catalog.action(named: name, for: entry)
        } catch {
            throw CommandError(error.message.strippingErrorPrefix, code: "noMatch", hint: "list them with `actions`")
        }
        let context = PreviewActionContext(graph: live, previewName: entry.name)
        let failure = ActionFailure()
        scheduler.spawn(origin: "do \(name)") {
            do {
                try await action.perform(in: context)
            } catch {
                failure.message = "\(error)"
            }
        }
        settle()
        if let message = failure.message {
            throw CommandError("action \(name) failed: \(message.strippingErrorPrefix)", code: "state")
        }
        return ""
    }

    // MARK: Settling

    /// Moves virtual time forward one timer at a time, bringing the views up to date after each, as a
    /// device renders between two timers: a timer's state change can cancel a task whose timer is later.
    package func advance(by duration: Duration) {
        let target = scheduler.now + duration
        var fired = 0
        while let next = scheduler.nextDeadline, next <= target, fired < 100_000 {
            let outcome = scheduler.advance(to: next)
            fired += 1
            if outcome.isLivelock {
                warnings.append("warning: " + outcome.description)
                break
            }
            settle()
        }
        scheduler.advance(to: target)
        settle()
    }

    /// Runs ready jobs and applies view updates until neither has work left. Returns the jobs run.
    @discardableResult
    package func settle() -> Int {
        guard let graph else { return 0 }
        var jobs = 0
        var rounds = 0
        while true {
            graph.flush()
            let outcome = scheduler.settle()
            jobs += outcome.jobsRun
            if outcome.isLivelock {
                warnings.append("warning: " + outcome.description)
                break
            }
            if outcome.jobsRun == 0 && !graph.needsFlush { break }
            rounds += 1
            if rounds > 10_000 {
                warnings.append("warning: views and tasks kept waking each other; stopped after 10000 rounds")
                break
            }
        }
        // The teaching recorder prints the diagnostics about state-management patterns, once, with their guideline.
        for diagnostic in graph.diagnostics where !DiagnosticWarnings.covers(diagnostic) {
            if case .missingEnvironmentObject = diagnostic { continue }
            warnings.append(diagnostic.description)
        }
        return jobs
    }

    // MARK: Helpers

    package func requireGraph() throws(CommandError) -> ViewGraph {
        guard let graph else { throw noPreview() }
        return graph
    }

    private func noPreview() -> CommandError {
        CommandError(
            "no preview is open", code: "state", hint: "open one first: `previews` lists them, `open NAME` loads one")
    }

    /// The error of a command that needs an open preview, run with none open: it names the command.
    func noPreview(for verb: String) -> CommandError {
        CommandError(
            "`\(verb)` expects an open preview, but no preview is open", code: "state",
            hint: "open one first: `previews` lists them, `open NAME` loads one")
    }

    private func rootEnvironment() -> EnvironmentValues {
        var environment = EnvironmentValues()
        settings.apply(to: &environment)
        return environment
    }

    private func makeContent() throws(CommandError) -> any View {
        guard let entry else { throw noPreview() }
        let stubs = self.stubs
        do {
            let catalog = self.catalog
            return try catalog.makeContent(for: entry, stubs: stubs)
        } catch {
            throw CommandError(error.message.strippingErrorPrefix, code: "state", hint: "apply another stub with `env`")
        }
    }

    /// One step of the scheduler for `SynchronousDriver`: a stub's `makeSharedContext()` may await (even
    /// sleep), and the scheduler runs it to completion, advancing virtual time to the next timer if it must.
    private var schedulerPump: @MainActor @Sendable () -> Bool {
        let scheduler = self.scheduler
        return {
            if scheduler.step() { return true }
            guard let deadline = scheduler.nextDeadline else { return false }
            scheduler.advance(to: deadline)
            return true
        }
    }

    /// Ends the live preview: its views disappear, its tasks are abandoned and virtual time starts over.
    package func teardown() {
        treeIsCurrent = false
        graph?.unmount()
        // Let the tasks that unmounting cancelled see their cancellation before their work is abandoned.
        _ = scheduler.settle()
        graph = nil
        entry = nil
        stubs = []
        settings = PreviewSettings()
        catalog.resetSharedContexts()
        scheduler.reset()
        outsideWork.forget()
    }

    package func renderTree() -> String {
        guard let graph else { return "" }
        return TreeRenderer.render(graph)
    }

    private func warningText() -> String {
        var seen: Set<String> = []
        return warnings.filter { seen.insert($0).inserted }.joined(separator: "\n")
    }

    func join(_ parts: [String]) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: "\n")
    }
}

/// Where a store action's error is kept until the settle that ran it returns.
@MainActor private final class ActionFailure: @unchecked Sendable {
    // Written by the action's main-actor task and read on the main actor after settling.
    var message: String?
}

extension String {
    /// Drops a leading `error: ` so messages from other layers fit in a `CommandError`.
    var strippingErrorPrefix: String {
        hasPrefix("error: ") ? String(dropFirst(7)) : self
    }
}

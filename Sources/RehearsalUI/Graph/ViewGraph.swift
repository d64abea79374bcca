@_spi(SwiftUI) import Observation

/// Mounts a view and keeps it up to date: state by identity, environment, invalidation and lifecycle.
///
/// The graph re-evaluates a body only when something it read changed (an `@Observable` property or a
/// `@State`, found with Observation tracking), when its parent passes it different inputs, or when its
/// environment changes. Changes are collected as they happen and applied by `flush()`, in passes: parents
/// before children, then `onAppear` actions, then `.task`s. A pass limit stops views that keep
/// invalidating each other.
///
/// The graph's variables read on every node's update are `@exclusivity(unchecked)`, as `GraphNode`'s are, for the
/// same reason: none is passed `inout` or mutated in place across a call that could reach it again.
@MainActor package final class ViewGraph {
    package private(set) var root: GraphNode?
    /// The root of the app's menu commands (`mountCommands(_:)`): mounted beside the window, never printed.
    package private(set) var commandsRoot: GraphNode?
    package private(set) var rootEnvironment: EnvironmentValues
    /// Problems found while evaluating: missing environment objects, update loops.
    package private(set) var diagnostics: [GraphDiagnostic] = []
    /// The evaluations since the log was last cleared, in order, with their causes.
    @exclusivity(unchecked) package private(set) var evaluations: [EvaluationRecord] = []
    /// How many bodies have been evaluated since the graph was made.
    @exclusivity(unchecked) package private(set) var evaluationCount = 0
    /// Whether to record each evaluation in `evaluations` (off for benchmarks).
    @exclusivity(unchecked) package var recordsEvaluations = true
    /// How many passes one flush may take before the graph reports a loop.
    package var passLimit = 100
    /// Observers told about graph events (used by the teaching features and pattern warnings).
    @exclusivity(unchecked) package var observers: [any GraphObserver] = []
    /// Records what each view reads, for the state listing and `explain`; `nil` (the default) records nothing.
    @exclusivity(unchecked) package var reads: ReadRecorder?
    /// Notes the nodes that change, for consumers that keep facts per node; `nil` (the default) notes nothing.
    @exclusivity(unchecked) package var changeLog: GraphChangeLog? {
        // The nodes a replaced log still holds are let go, so the new log notes them again.
        didSet { if oldValue !== changeLog { _ = oldValue?.take() } }
    }
    /// The in-memory defaults behind `@AppStorage`; a session gives every graph it makes its own store.
    package var appStorage = AppStorageStore() {
        didSet { appStorage.inbox = inbox }
    }
    /// The storage behind `@SceneStorage`, kept as long as the graph (the scene).
    package var sceneStorage = AppStorageStore(wrapper: "@SceneStorage")
    /// The edit mode of views that no `.environment(\.editMode, ...)` reaches (`EditButton` toggles it).
    let editMode = EditModeStore()
    /// What `.focusedValue` publishes and which `.focused` view has focus, for `@FocusedValue` readers.
    package let focusedValues = FocusedValuesStore()

    /// The epoch that changes to nodes are stamped with (`GraphNode.touch()`); a renderer that has read the
    /// tree starts the next one, so it can tell later changes from those it has seen.
    @exclusivity(unchecked) package private(set) var renderEpoch = 1

    let inbox = InvalidationInbox()
    @exclusivity(unchecked) private var dirty: [GraphNode] = []
    @exclusivity(unchecked) private var appearQueue: [() -> Void] = []
    @exclusivity(unchecked) private var taskQueue: [() -> Void] = []
    @exclusivity(unchecked) private var disappearQueue: [() -> Void] = []
    @exclusivity(unchecked) private var pendingCauses: [ObjectIdentifier: EvaluationCause] = [:]
    @exclusivity(unchecked) private var evaluating: GraphNode?
    /// The primitive whose lifecycle actions are being queued, so observers can tell whose `onAppear` runs.
    @exclusivity(unchecked) private var lifecycleSource: GraphNode?
    @exclusivity(unchecked) private var reconcileMark: UInt32 = 0

    package init(environment: EnvironmentValues = EnvironmentValues()) {
        rootEnvironment = environment
        rootEnvironment = editMode.providing(environment)
    }

    // MARK: Mounting

    /// Mounts `view` as the root, replacing any previous root, and runs its first lifecycle.
    package func mount(_ view: any View) {
        unmount()
        var item = ChildList.Item(key: .index(0), view: view, environment: rootEnvironment)
        let node = makeNode(&item, parent: nil)
        root = node
        runLifecycleQueues()
    }

    /// Gives the root a new value, keeping the state of every view whose identity did not change.
    ///
    /// A root of another type replaces the tree, as `mount(_:)` does.
    package func update(root view: any View, cause: String) {
        guard let root, type(of: root.view) == type(of: view) else {
            mount(view)
            return
        }
        root.setView(view)
        update(root, cause: .session(cause))
        runLifecycleQueues()
    }

    /// Removes the whole tree, running `onDisappear` actions and cancelling tasks.
    package func unmount() {
        if let commandsRoot {
            unmountSubtree(commandsRoot)
            self.commandsRoot = nil
        }
        guard let root else { return }
        unmountSubtree(root)
        self.root = nil
        runLifecycleQueues()
    }

    /// Mounts the views that hold an app's menu commands beside the window (`CommandsContent`), in the same
    /// focused values and invalidation, so a command's `@FocusedValue` follows focus in the window. Commands of
    /// the same type as those mounted (`env` applied another stub) are updated in place: their state lives on.
    package func mountCommands(_ view: any View) {
        if let commandsRoot, type(of: commandsRoot.view) == type(of: view) {
            commandsRoot.environment = rootEnvironment
            commandsRoot.setView(view)
            update(commandsRoot, cause: .session("commands of the app made again"))
            runLifecycleQueues()
            return
        }
        if let commandsRoot { unmountSubtree(commandsRoot) }
        var item = ChildList.Item(key: .slot("commands"), view: view, environment: rootEnvironment)
        commandsRoot = makeNode(&item, parent: nil)
        runLifecycleQueues()
    }

    /// Replaces the root environment (a trait or stub changed) and updates the views that read it.
    package func setRootEnvironment(_ environment: EnvironmentValues, cause: String) {
        rootEnvironment = editMode.providing(environment)
        if let commandsRoot {
            commandsRoot.environment = rootEnvironment
            update(commandsRoot, cause: .session(cause))
        }
        guard let root else { return }
        root.environment = rootEnvironment
        pendingCauses[ObjectIdentifier(root)] = .session(cause)
        update(root, cause: .session(cause))
        runLifecycleQueues()
    }

    // MARK: Flushing changes

    /// The outcome of one `flush()`.
    package struct FlushResult: Equatable {
        package var passes = 0
        package var evaluated = 0
        package var loopDetected = false
    }

    /// Whether changes wait to be applied.
    package var needsFlush: Bool { !inbox.isEmpty || !dirty.isEmpty }

    /// Applies every pending change, re-evaluating only the views that depend on what changed.
    @discardableResult
    package func flush() -> FlushResult {
        var result = FlushResult()
        let before = evaluationCount
        while true {
            drainInbox()
            if dirty.isEmpty { break }
            result.passes += 1
            if result.passes > passLimit {
                reportLoop()
                result.loopDetected = true
                break
            }
            let batch = TreeOrder.sorted(dirty)
            dirty.removeAll(keepingCapacity: true)
            updating = batch
            defer { updating = [] }
            for node in batch where node.isDirty && node.isMounted {
                let cause = pendingCauses.removeValue(forKey: ObjectIdentifier(node)) ?? .session("update")
                update(node, cause: cause)
            }
            runLifecycleQueues()
        }
        result.evaluated = evaluationCount - before
        return result
    }

    /// How many nodes are mounted (walks the tree; for benchmarks and tests).
    package var nodeCount: Int {
        guard let root else { return 0 }
        var count = 0
        var stack = [root]
        while let node = stack.popLast() {
            count += 1
            stack.append(contentsOf: node.children)
        }
        return count
    }

    /// Starts a new render epoch: called by a renderer after it has read the tree.
    package func beginRenderEpoch() {
        renderEpoch += 1
        if !childEdits.isEmpty { childEdits.removeAll(keepingCapacity: true) }
        swap(&previousTouchedChildren, &touchedChildren)
        touchedChildren.removeAll(keepingCapacity: true)
    }

    /// The children whose subtree changed in this render epoch, by parent, for parents whose own content did not.
    @exclusivity(unchecked) package private(set) var touchedChildren: [ObjectIdentifier: [GraphNode]] = [:]

    /// `touchedChildren` of the epoch before this one, for a builder that read the tree then (the accessibility tree).
    @exclusivity(unchecked) package private(set) var previousTouchedChildren: [ObjectIdentifier: [GraphNode]] = [:]

    /// The nodes whose children were spliced in this render epoch (`ViewGraph.splice`), by node, for nodes whose
    /// own content did not change: the one range of the children before that was replaced, and how many children
    /// replaced it; `nil` for a node spliced twice (its output is then built afresh).
    @exclusivity(unchecked) package private(set) var childEdits: [ObjectIdentifier: ChildEdit?] = [:]

    /// A range of a node's children replaced by others (`childEdits`).
    package struct ChildEdit {
        package var range: Range<Int>
        package var count: Int
    }

    /// The batch of dirty nodes `flush` is updating, for a splice that keeps some of them.
    @exclusivity(unchecked) private var updating: [GraphNode] = []

    func noteTouched(_ child: GraphNode, in parent: GraphNode) {
        touchedChildren[ObjectIdentifier(parent), default: []].append(child)
    }

    /// Clears the evaluation log (the session does this before each command).
    package func clearEvaluations() { evaluations.removeAll(keepingCapacity: true) }

    /// Clears the diagnostics once they have been reported.
    package func clearDiagnostics() { diagnostics.removeAll() }

    package func report(_ diagnostic: GraphDiagnostic) {
        guard !diagnostics.contains(diagnostic) else { return }
        diagnostics.append(diagnostic)
        for observer in observers { observer.diagnosticReported(diagnostic) }
    }

    /// Marks a node for update on the next flush, recording why (a primitive whose binding changed, a scroll).
    package func invalidate(_ node: GraphNode, cause: EvaluationCause) {
        guard node.isMounted else { return }
        markDirty(node, cause: cause)
    }

    // MARK: Lifecycle scheduling (called by modifiers during update)

    package func enqueueAppear(_ action: @escaping () -> Void) {
        guard let source = lifecycleSource, !observers.isEmpty else {
            appearQueue.append(action)
            return
        }
        // Observers learn whose `onAppear` runs, to see the tasks it starts.
        appearQueue.append { [weak self, weak source] in
            guard let self, let source else { return action() }
            for observer in self.observers { observer.appearActionWillRun(in: source) }
            action()
            for observer in self.observers { observer.appearActionDidRun(in: source) }
        }
    }

    package func enqueueTask(_ start: @escaping () -> Void) { taskQueue.append(start) }

    package func enqueueDisappear(_ action: @escaping () -> Void) { disappearQueue.append(action) }

    /// Tells the observers that a `.task` or a refresh started a task for `node`.
    package func viewTaskStarted(_ task: ViewTask, in node: GraphNode) {
        for observer in observers { observer.viewTaskStarted(task, in: node) }
    }

    private func runLifecycleQueues() {
        while !disappearQueue.isEmpty || !appearQueue.isEmpty || !taskQueue.isEmpty {
            let disappear = disappearQueue
            disappearQueue.removeAll()
            disappear.forEach { $0() }
            let appear = appearQueue
            appearQueue.removeAll()
            appear.forEach { $0() }
            let tasks = taskQueue
            taskQueue.removeAll()
            tasks.forEach { $0() }
        }
    }

    // MARK: Nodes

    /// The item's view is moved into the node (`GraphNode.init(taking:parent:graph:)`), which stores it without a
    /// copy of its own.
    private func makeNode(_ item: inout ChildList.Item, parent: GraphNode?) -> GraphNode {
        let node = GraphNode(taking: &item, parent: parent, graph: self)
        node.isDisappeared = parent?.isDisappeared ?? false
        node.isFirstUpdate = true
        update(node, cause: .mount)
        node.isFirstUpdate = false
        return node
    }

    /// Brings a node up to date with its current view value.
    package func update(_ node: GraphNode, cause: EvaluationCause) {
        node.isDirty = false
        let contentBefore = node.contentEpoch
        node.touch()
        // What the last update read is read again now: its observers go, so they never pile up.
        node.cancelTrackings()
        reads?.begin()
        defer { reads?.end(node) }
        switch node.kind {
        case .primitive:
            var children = ChildList(environment: node.environment, reusing: takeItemBuffer())
            // One copy of the view, read once: its type and the call each copied it out of the node.
            let view = node.view
            PrimitiveDispatch.update(for: type(of: view))!(view, node, &children)
            node.resolveElementEnvironment()
            var items = children.takeItems()
            if let kept = children.keptRows {
                splice(node, items, kept: kept, contentBefore: contentBefore)
            } else {
                reconcile(node, &items)
            }
            recycle(&items)
            lifecycleSource = node
            node.flushPendingLifecycle()
            lifecycleSource = nil
        case .custom:
            guard let body = evaluateBody(node, cause: cause) else {
                var none: [ChildList.Item] = []
                return reconcile(node, &none)
            }
            var items = takeItemBuffer()
            items.append(ChildList.Item(key: .body, view: body, environment: node.environment))
            reconcile(node, &items)
            recycle(&items)
        }
    }

    /// Empty item arrays with capacity, kept between updates: every update lists its children in one, and a mount
    /// allocated one per node (a child list's array, or the custom view's one-item list). Updates nest one deep a
    /// level of the tree, so the pool holds about as many arrays as the tree is deep.
    @exclusivity(unchecked) private var itemBuffers: [[ChildList.Item]] = []

    private func takeItemBuffer() -> [ChildList.Item] { itemBuffers.popLast() ?? [] }

    /// Empties `items` and keeps its buffer for the next update, unless it is large (a long list's rows): a pooled
    /// buffer of 100,000 items would stay allocated as long as the graph.
    ///
    /// The buffer is swapped out of `items`, so it is held once when emptied: given as a `consuming` argument, the
    /// caller's variable still held it, and `removeAll(keepingCapacity:)` of a shared buffer allocates a new one (a
    /// malloc and a free for every node of a mount).
    private func recycle(_ items: inout [ChildList.Item]) {
        guard items.capacity <= 64 else { return }
        var buffer: [ChildList.Item] = []
        swap(&buffer, &items)
        buffer.removeAll(keepingCapacity: true)
        itemBuffers.append(buffer)
    }

    private func evaluateBody(_ node: GraphNode, cause: EvaluationCause) -> (any View)? {
        // What the properties and the body read from the environment decides whether a change re-evaluates it.
        let outerReads = EnvironmentReads.begin()
        defer { node.environmentReads = EnvironmentReads.end(outerReads) }
        // One copy of the view for its properties and its body: linking changes the storage its properties point to,
        // never the value.
        let view = node.view
        do {
            try DynamicProperties.link(view, to: node)
        } catch {
            report(.missingEnvironmentObject(view: node.typeName, type: error.typeName, property: error.propertyName))
            node.element = Element(node.typeName, "⚠ missing \(EnvironmentObjectNames.reader(of: error.typeName))")
            return nil
        }
        node.element = nil
        node.evaluation += 1
        evaluationCount += 1
        if recordsEvaluations {
            evaluations.append(
                EvaluationRecord(view: node.typeName, identity: identityText(of: node), cause: cause))
        }
        let generation = node.evaluation
        let handle = node.observationHandle()
        let inbox = self.inbox
        let previous = evaluating
        evaluating = node
        defer { evaluating = previous }
        let reader = StateReader(handle: handle, generation: generation, stamp: handle.updates, inbox: inbox)
        let (body, accesses, tracking) = BodyInProgress.evaluating(type(of: view)) {
            StateReadScope.reading(as: reader) {
                AccessListCapture.withTracking({ view.body as any View }, readingAccesses: reads != nil) {
                    GraphNode.invalidation(of: handle, generation: generation, inbox: inbox)
                }
            }
        }
        node.keepTracking(tracking)
        reads?.observed(accesses)
        return body
    }

    /// Matches `items` with the node's children, updating those that stay and making the new ones; a new child's
    /// item is moved out of `items` into its node.
    private func reconcile(_ node: GraphNode, _ items: inout [ChildList.Item]) {
        let old = node.children
        if old.isEmpty {
            if items.isEmpty { return }
            // A loop, not `map`: a main-actor closure given to the standard library checks its executor on each call.
            // Each item's view moved into its node: read by index field by field, the whole item was copied for each
            // field read, and copied out once, its view was copied again into the node.
            var made: [GraphNode] = []
            made.reserveCapacity(items.count)
            for index in items.indices {
                made.append(makeNode(&items[index], parent: node))
            }
            node.replaceChildren(made)
            return
        }
        // 32 bits (a node keeps its mark in half a word), wrapping past 0: a node made outside a reconcile has 0.
        reconcileMark &+= 1
        if reconcileMark == 0 { reconcileMark = 1 }
        let mark = reconcileMark
        var byKey: [NodeKey: GraphNode]?
        var next: [GraphNode] = []
        next.reserveCapacity(items.count)
        for index in items.indices {
            // Moved out, not iterated: an iterator held the array, so moving an item out of it copied the array.
            var item = items.take(at: index)
            var match: GraphNode?
            if index < old.count, old[index].key == item.key {
                match = old[index]
            } else {
                if byKey == nil {
                    byKey = Dictionary(old.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
                }
                match = byKey?[item.key]
            }
            if let existing = match, existing.reconcileMark != mark,
                type(of: existing.view) == type(of: item.view)
            {
                existing.reconcileMark = mark
                updateChild(existing, with: item, parent: node)
                next.append(existing)
            } else {
                let created = makeNode(&item, parent: node)
                created.reconcileMark = mark
                next.append(created)
            }
        }
        for child in old where child.reconcileMark != mark {
            unmountSubtree(child)
        }
        node.replaceChildren(next)
    }

    /// How many updates listed only the rows between a `ForEach`'s kept ends (`splice`): tests tell with it that the
    /// splice was reached, not only that its output is right.
    package private(set) var splicedUpdates = 0

    /// Reconciles only the children between the first `kept.prefix` and the last `kept.suffix`, which stay as they
    /// are, with `items`: what `reconcile` does when the kept children's new values are equal and print the same
    /// (`ForEach.spliceRows`), in the same order (a kept child waiting to be updated is updated in its place).
    ///
    /// A node that prints nothing of its own keeps its content epoch, and notes the children that changed, so the
    /// printed tree and the accessibility tree patch it from them (`childEdits`, `touchedChildren`).
    private func splice(
        _ node: GraphNode, _ items: [ChildList.Item], kept: (prefix: Int, suffix: Int), contentBefore: Int
    ) {
        splicedUpdates += 1
        let old = node.children
        let range = kept.prefix..<(old.count - kept.suffix)
        reconcileMark &+= 1
        if reconcileMark == 0 { reconcileMark = 1 }
        let mark = reconcileMark
        var waiting = (updating + dirty).filter {
            $0.isMounted && $0.isDirty && $0.parent === node && !range.contains($0.index)
        }
        waiting.sort { $0.index < $1.index }
        var changed: [GraphNode] = []
        func updateWaiting(before end: Int) {
            while let first = waiting.first, first.index < end {
                waiting.removeFirst()
                guard first.isDirty, first.isMounted, node.children[first.index] === first else { continue }
                updateChild(
                    first, with: ChildList.Item(key: first.key, view: first.view, environment: node.environment),
                    parent: node)
                changed.append(first)
            }
        }
        updateWaiting(before: range.lowerBound)
        var byKey: [NodeKey: GraphNode]?
        var middle: [GraphNode] = []
        middle.reserveCapacity(items.count)
        for (offset, item) in items.enumerated() {
            var match: GraphNode?
            let index = range.lowerBound + offset
            if index < range.upperBound, old[index].key == item.key {
                match = old[index]
            } else {
                if byKey == nil {
                    byKey = Dictionary(old[range].map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
                }
                match = byKey?[item.key]
            }
            if let existing = match, existing.reconcileMark != mark, type(of: existing.view) == type(of: item.view) {
                existing.reconcileMark = mark
                updateChild(existing, with: item, parent: node)
                middle.append(existing)
            } else {
                var moved = item
                let created = makeNode(&moved, parent: node)
                created.reconcileMark = mark
                middle.append(created)
            }
        }
        for child in old[range] where child.reconcileMark != mark {
            unmountSubtree(child)
        }
        node.spliceChildren(range, with: middle)
        // The kept children after the range, at their new places.
        updateWaiting(before: Int.max)
        guard node.element == nil, node.modifierAttributes.isEmpty, contentBefore != renderEpoch else { return }
        node.keepContentEpoch(contentBefore)
        let key = ObjectIdentifier(node)
        if childEdits[key] == nil {
            childEdits[key] = ChildEdit(range: range, count: middle.count)
        } else {
            childEdits[key] = .some(nil)
        }
        // Every child between, moved or made, is at a new place: a patch of the accessibility tree puts it there.
        for child in middle + changed { noteTouched(child, in: node) }
    }

    private func updateChild(_ child: GraphNode, with item: ChildList.Item, parent: GraphNode) {
        let environmentChanged = !child.environment.isIdentical(to: item.environment)
        child.environment = item.environment
        var changedKeys: [String] = []
        if child.kind == .custom, !child.isDirty, ViewComparison.isEqual(child.view, item.view) {
            changedKeys = environmentChanged ? child.changedEnvironmentKeys() : []
            if changedKeys.isEmpty {
                // An equal value prints the same when all it prints is its node's state: the row stays unstamped,
                // so what was printed and built for it is kept (a `ForEach` whose data changed gives every row one).
                if DynamicProperties.printsOnlyNodeState(type(of: item.view)) {
                    child.replaceView(item.view)
                } else {
                    child.setView(item.view)
                }
                // Nothing the body read changed: the body stands, and its content gets the new environment.
                if environmentChanged { passEnvironment(below: child) }
                return
            }
        }
        child.setView(item.view)
        let cause: EvaluationCause =
            child.isDirty
            ? (pendingCauses.removeValue(forKey: ObjectIdentifier(child))
                ?? .parent(parent.owningCustomView?.typeName ?? "root"))
            : changedKeys.isEmpty ? .parent(parent.owningCustomView?.typeName ?? "root") : .environment(changedKeys)
        update(child, cause: cause)
    }

    /// Gives a custom view's content its new environment without evaluating its body again.
    private func passEnvironment(below node: GraphNode) {
        guard let content = node.children.first else { return }
        updateChild(
            content, with: ChildList.Item(key: content.key, view: content.view, environment: node.environment),
            parent: node)
    }

    private func unmountSubtree(_ node: GraphNode) {
        if lastParentIdentity?.parent === node { lastParentIdentity = nil }
        for child in node.children { unmountSubtree(child) }
        if let action = node.onUnmount, !node.isDisappeared { enqueueDisappear(action) }
        reads?.forget(node)
        changeLog?.note(node)
        node.markUnmounted()
    }

    /// Makes a mounted subtree disappear, or appear again, without leaving the tree: its state stays, its
    /// `onDisappear` actions run and its tasks are cancelled, then on return its `onAppear` actions run and its
    /// tasks start again. SwiftUI does this for the tabs that are not selected and for the screens of a
    /// navigation stack that a pushed screen covers. A view is on screen only when no container above it
    /// hides it, so a covered screen stays hidden when its tab is selected again.
    package func setHidden(_ node: GraphNode, _ hidden: Bool) {
        guard node.isHiddenByContainer != hidden else { return }
        node.isHiddenByContainer = hidden
        refreshDisappearance(node, parentDisappeared: node.parent?.isDisappeared ?? false)
    }

    /// Brings a subtree's disappearance up to date, deepest first, as SwiftUI orders appear and disappear.
    private func refreshDisappearance(_ node: GraphNode, parentDisappeared: Bool) {
        let disappeared = node.isHiddenByContainer || parentDisappeared
        guard disappeared != node.isDisappeared else { return }
        node.isDisappeared = disappeared
        for child in node.children { refreshDisappearance(child, parentDisappeared: disappeared) }
        if disappeared {
            if let action = node.onUnmount { enqueueDisappear(action) }
        } else if let action = node.onReappear {
            enqueueAppear(action)
        }
    }

    // MARK: Invalidation

    private func drainInbox() {
        var stateCause: EvaluationCause?
        for entry in inbox.take() {
            switch entry {
            case .stateChanged(let cause):
                stateCause = cause
            case .invalidated(let handle, let generation, let changed):
                guard let node = handle.node, node.isMounted, node.evaluation == generation else { continue }
                let cause: EvaluationCause
                if let changed, type(of: changed).rootType is any StateStorage.Type, let stateCause {
                    cause = stateCause
                } else {
                    cause = KeyPathNames.cause(for: changed)
                }
                markDirty(node, cause: cause)
            case .objectWillChange(let handle, let cause):
                guard let node = handle.node, node.isMounted else { continue }
                markDirty(node, cause: cause)
            }
        }
    }

    private func markDirty(_ node: GraphNode, cause: EvaluationCause) {
        guard !node.isDirty else { return }
        node.isDirty = true
        pendingCauses[ObjectIdentifier(node)] = cause
        dirty.append(node)
    }

    func stateWillChange(owner: GraphNode, name: String, wrapper: String, from old: String, to new: String) {
        let cause = EvaluationCause.state(owner: owner.typeName, property: name, old: old, new: new, wrapper: wrapper)
        owner.touch()
        inbox.post(.stateChanged(cause))
        if let evaluating {
            report(.stateChangeDuringUpdate(view: evaluating.typeName, owner: owner.typeName, property: name))
        }
        for observer in observers { observer.stateWillChange(owner: owner, property: name, cause: cause) }
    }

    func checkStateCopy<Value>(node: GraphNode, name: String, persisted: StateBox<Value>, fresh: StateBox<Value>) {
        // The view's own value linked again (its body re-evaluated for its own state, say): no parent passed a new
        // initial value, and the box holds the current value, not an initial one.
        guard persisted !== fresh else { return }
        for observer in observers {
            observer.stateInitialValueIgnored(
                node: node, property: name, initial: fresh.initialValue, kept: persisted.untrackedValue)
        }
    }

    private func reportLoop() {
        let names = dirty.map(\.typeName)
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        report(.updateLoop(views: unique, passes: passLimit))
        for node in dirty { node.isDirty = false }
        dirty.removeAll()
        _ = inbox.take()
    }

    static func describe(_ identity: [NodeKey]) -> String {
        identity.map(\.description).joined(separator: "/")
    }

    /// The printed identity of the parent the last evaluation record named: siblings (a `ForEach`'s rows) share
    /// it, so a mount does not walk to the root for every body. A node's identity never changes.
    @exclusivity(unchecked) private var lastParentIdentity: (parent: GraphNode, text: String)?

    /// `describe(node.identity)`, from the parent's printed identity when the last record had the same parent.
    private func identityText(of node: GraphNode) -> String {
        guard let parent = node.parent else { return node.key.description }
        let prefix: String
        if let last = lastParentIdentity, last.parent === parent {
            prefix = last.text
        } else {
            prefix = Self.describe(parent.identity)
            lastParentIdentity = (parent, prefix)
        }
        return prefix + "/" + node.key.description
    }
}

/// Storage types whose changes are described by the `.stateChanged` entry that precedes them.
protocol StateStorage {}

extension StateBox: StateStorage {}

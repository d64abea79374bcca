/// Builds the accessibility tree of a mounted graph: what a screen reader meets, in reading order.
///
/// Elements come from `Element.accessibility`. An element whose role takes in its content (a button, a
/// link, a text) is named by it; a container (a list, a navigation bar, an alert) nests its content; views
/// with no element of their own pass their content's elements up. Navigation containers, tab views and
/// presentations build their part themselves (`AccessibilityTreeBuilding`), and modifiers change the
/// elements of their content (`AccessibilityContributing`). Within each container, elements are ordered
/// by `accessibilitySortPriority`, highest first, keeping reading order among equals.
@MainActor package struct AccessibilityTreeBuilder {
    /// The navigation bar being collected for the screen whose content is being built.
    final class ScreenBar {
        /// Whether the screen belongs to a navigation container, which shows a bar; outside one, titles,
        /// toolbar items and search fields have nowhere to show.
        let isNavigation: Bool
        /// The depth of the build that made the screen (``depth``): 0 for the one around the whole tree.
        let depth: Int
        var title: String?
        var items: [ToolbarItemPlacement.Region: [AccessibilityNode]] = [:]
        var searchFields: [AccessibilityNode] = []

        init(isNavigation: Bool, depth: Int) {
            self.isNavigation = isNavigation
            self.depth = depth
        }
    }

    private(set) var screens: [ScreenBar] = [ScreenBar(isNavigation: false, depth: 0)]
    /// Search fields of a `searchable` applied outside the screen that will show them, each with the depth of the
    /// build that added it.
    private var searchFieldsWaiting: [(field: AccessibilityNode, depth: Int)] = []
    /// How many builds of nodes are open (the node being built is at this depth; 0 outside any).
    private var depth = 0
    /// The shallowest depth of the builds that made the context the open build read or changed since it began
    /// (screens and their bars, search fields, presentations); `Int.max` for none. A subtree whose build reached no
    /// context made outside it is kept on its node (``AccessibilityCache``) and reused until something in it
    /// changes: a navigation stack's screens are its own, so the stack's subtree is kept, not the views inside it.
    private var reach = Int.max
    /// Whether the open build took the search fields waiting for a screen (found or none): a subtree that did is
    /// reused only while none waits.
    private var tookWaitingFields = false
    /// How many elements were given a sort priority (`notePriority`), in kept subtrees too: none means the tree
    /// needs no sorting, and nothing has to look for priorities.
    private(set) var priorityMarks = 0
    /// How many presentations were built: none means nothing is covered, and nothing has to look for one.
    private(set) var presentationsBuilt = 0
    /// Whether to reuse and keep the elements of unchanged subtrees (off to build everything afresh).
    package var reusesCaches = true
    /// The presentations being built, outermost first.
    private(set) var presentationPath: [ObjectIdentifier] = []
    /// The lazy containers met, with their windows.
    private(set) var lazyContainers: [(node: GraphNode, window: LazyWindow)] = []
    /// The kept lists of elements long enough to be indexed for target matches (``AccessibilityTargetIndex``).
    private(set) var keptLists: [AccessibilityCache] = []

    init() {}

    /// The accessibility tree of the graph, with its reachability worked out.
    package static func snapshot(of graph: ViewGraph) -> AccessibilitySnapshot {
        snapshot(of: graph, reusingCaches: true)
    }

    /// The accessibility tree of the graph; `reusingCaches: false` builds every element afresh, and keeps nothing.
    package static func snapshot(of graph: ViewGraph, reusingCaches: Bool) -> AccessibilitySnapshot {
        var builder = AccessibilityTreeBuilder()
        builder.reusesCaches = reusingCaches
        var roots = graph.root.map { builder.build($0) } ?? []
        if builder.priorityMarks > 0 { AccessibilityNode.sortByPriority(&roots) }
        return AccessibilitySnapshot(
            roots: roots, lazyContainers: builder.lazyContainers, mayBeCovered: builder.presentationsBuilt > 0,
            keptLists: builder.keptLists)
    }

    /// Notes that an element was given `priority`, so the tree is sorted by priority.
    package mutating func notePriority(_ priority: Double) {
        if priority != 0 { priorityMarks += 1 }
    }

    // MARK: Walking the graph

    /// The elements `node` produces: kept from the last build when nothing below the node changed since, and it
    /// was built in the same presentation without reading or changing what the build carries across the tree.
    package mutating func build(_ node: GraphNode) -> [AccessibilityNode] {
        guard reusesCaches else { return buildAfresh(node) }
        let cache = node.accessibilityCache as? AccessibilityCache
        // Kept for this place in the presentations, and not built from search fields while others wait from outside.
        let usable = cache.map {
            $0.presentationPath == presentationPath && (!$0.tookWaitingFields || searchFieldsWaiting.isEmpty)
        }
        if let cache, usable == true {
            if cache.subtreeEpoch == node.subtreeEpoch {
                lazyContainers += cache.lazyContainers
                priorityMarks += cache.priorityMarks
                if cache.tookWaitingFields { tookWaitingFields = true }
                noteKept(cache)
                return cache.elements
            }
        }
        // The node's build: what it reaches of the context is its own, then its parent's too.
        let outerReach = reach
        let outerTook = tookWaitingFields
        depth += 1
        reach = Int.max
        tookWaitingFields = false
        defer {
            depth -= 1
            reach = min(outerReach, reach)
            tookWaitingFields = outerTook || tookWaitingFields
        }
        if let cache, usable == true {
            if let patched = patch(node, cache) { return patched }
            if let spliced = splice(node, cache) { return spliced }
            reach = Int.max
            tookWaitingFields = false
        }
        // A stale cache lets go of its elements before the children are built: a child's patch then finds its own
        // held by nobody else and writes them in place.
        node.accessibilityCache = nil
        cache?.elements = []
        let containersBefore = lazyContainers.count
        let marksBefore = priorityMarks
        let elements = buildAfresh(node)
        // A subtree changed in the epoch still open may change again under the same stamp: not kept.
        if reachesOnlyItsOwn, node.subtreeEpoch < node.graph.renderEpoch, Self.keepsElements(of: node) {
            let kept = AccessibilityCache(
                subtreeEpoch: node.subtreeEpoch, presentationPath: presentationPath, elements: elements,
                lazyContainers: Array(lazyContainers[containersBefore...]), priorityMarks: priorityMarks - marksBefore,
                buildEpoch: node.graph.renderEpoch,
                isOnePerChild: lazyContainers.count == containersBefore && isOnePerChild(node, elements))
            kept.tookWaitingFields = tookWaitingFields
            if kept.isOnePerChild { kept.children = node.children }
            node.accessibilityCache = kept
            noteKept(kept)
        }
        return elements
    }

    /// Whether the open build reached only context it made itself (or none).
    private var reachesOnlyItsOwn: Bool { reach >= depth }

    /// Whether a build keeps the elements of `node` on it: a custom view, a node of several children, one child among
    /// several (a `ForEach`'s row, which its parent's patch reads), and the root. Not the links of a chain of single
    /// children below them (a row's modifiers, its button, the button's label): their elements are rebuilt with the
    /// kept node above them whenever anything in it changes, so keeping them too would only hold four copies of a
    /// row's elements where one is read (most of the memory and the time of a first build of 100,000 rows). A container
    /// that builds its own part (a navigation stack, a tab's whole content) is kept too: it is rare and costly to build.
    private static func keepsElements(of node: GraphNode) -> Bool {
        !node.isSingleChildLink || AccessibilityBuildRole.of(node.view) == .building
    }

    /// Notes a kept list that the snapshot may index for target matches.
    private mutating func noteKept(_ cache: AccessibilityCache) {
        if cache.elements.count >= AccessibilityTargetIndex.minimumCount { keptLists.append(cache) }
    }

    /// Whether `node`'s elements are its children's, one per child, and nothing else: a node that adds nothing
    /// (no element of its own, no modifier that contributes, no container that builds its own part, no slots).
    private func isOnePerChild(_ node: GraphNode, _ elements: [AccessibilityNode]) -> Bool {
        guard node.children.count > 1, elements.count == node.children.count,
            AccessibilityBuildRole.of(node.view) == .plain, node.attachments[ObjectIdentifier(LazyWindow.self)] == nil
        else { return false }
        if node.kind == .primitive, node.element?.accessibility != nil { return false }
        let contentOnly = AccessibilityBuildRole.hasContentChildrenOnly(node.view)
        for child in node.children {
            guard contentOnly || !child.key.isSlot,
                (child.accessibilityCache as? AccessibilityCache)?.elements.count == 1
            else {
                return false
            }
        }
        return true
    }

    /// The elements of a node whose own content is unchanged since its cache was built, with the elements of the
    /// children that changed since built again and put in their place; `nil` when it cannot be patched.
    ///
    /// The children that changed are the graph's record of this epoch and the one before
    /// (`ViewGraph.touchedChildren`, `previousTouchedChildren`), so a cache built before that is not patched.
    private mutating func patch(_ node: GraphNode, _ cache: AccessibilityCache) -> [AccessibilityNode]? {
        let graph = node.graph
        guard cache.isOnePerChild, cache.buildEpoch >= graph.renderEpoch - 1, node.contentEpoch < cache.buildEpoch,
            cache.elements.count == node.children.count
        else { return nil }
        let key = ObjectIdentifier(node)
        let touched = (graph.previousTouchedChildren[key] ?? []) + (graph.touchedChildren[key] ?? [])
        guard !touched.isEmpty else { return nil }
        for child in touched {
            guard child.parent === node, child.index < node.children.count, node.children[child.index] === child else {
                return nil
            }
        }
        var elements = cache.elements
        cache.elements = []
        node.accessibilityCache = nil
        // The index follows the elements, position by position.
        let index = cache.targetIndex
        cache.targetIndex = nil
        let containersBefore = lazyContainers.count
        let marksBefore = priorityMarks
        // The priorities of the children kept count as a reuse's do (those of the rebuilt ones at least twice).
        priorityMarks += cache.priorityMarks
        for child in touched {
            let built = build(child)
            guard built.count == 1, reachesOnlyItsOwn, lazyContainers.count == containersBefore else {
                lazyContainers.removeSubrange(containersBefore...)
                return nil
            }
            index?.replace(at: child.index, old: elements[child.index], new: built[0])
            elements[child.index] = built[0]
        }
        if node.subtreeEpoch < graph.renderEpoch {
            let kept = AccessibilityCache(
                subtreeEpoch: node.subtreeEpoch, presentationPath: presentationPath, elements: elements,
                lazyContainers: [], priorityMarks: priorityMarks - marksBefore,
                buildEpoch: graph.renderEpoch, isOnePerChild: true)
            kept.targetIndex = index
            kept.queries = cache.queries
            kept.tookWaitingFields = cache.tookWaitingFields || tookWaitingFields
            kept.children = node.children
            node.accessibilityCache = kept
            noteKept(kept)
        }
        return elements
    }

    /// The elements of a node that passes on one element per child, whose children were inserted, removed or
    /// replaced since its cache was built (a `ForEach` whose data changed): the children shared by both ends of the
    /// old and new lists keep their elements (built again if their subtree changed since), the children between are
    /// built, and the kept elements are spliced, not copied; `nil` when it cannot be done.
    private mutating func splice(_ node: GraphNode, _ cache: AccessibilityCache) -> [AccessibilityNode]? {
        let graph = node.graph
        guard cache.isOnePerChild, let old = cache.children, old.count == cache.elements.count,
            node.children.count > 1, node.kind == .primitive, node.element?.accessibility == nil,
            node.attachments[ObjectIdentifier(LazyWindow.self)] == nil
        else { return nil }
        let new = node.children
        let limit = min(old.count, new.count)
        var prefix = 0
        while prefix < limit, old[prefix] === new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < limit - prefix, old[old.count - 1 - suffix] === new[new.count - 1 - suffix] { suffix += 1 }
        for index in prefix..<(new.count - suffix) where new[index].key.isSlot { return nil }
        var elements = cache.elements
        cache.elements = []
        node.accessibilityCache = nil
        cache.targetIndex = nil
        let containersBefore = lazyContainers.count
        let marksBefore = priorityMarks
        priorityMarks += cache.priorityMarks
        let since = cache.buildEpoch
        func built(_ child: GraphNode) -> AccessibilityNode? {
            let built = build(child)
            guard built.count == 1, reachesOnlyItsOwn, lazyContainers.count == containersBefore else {
                return nil
            }
            return built[0]
        }
        // The kept children whose subtree changed since the cache was built (a row whose state changed).
        for index in 0..<prefix where new[index].subtreeEpoch >= since {
            guard let element = built(new[index]) else { return abandonSplice(containersBefore) }
            elements[index] = element
        }
        for offset in 0..<suffix where new[new.count - 1 - offset].subtreeEpoch >= since {
            guard let element = built(new[new.count - 1 - offset]) else { return abandonSplice(containersBefore) }
            elements[old.count - 1 - offset] = element
        }
        var between: [AccessibilityNode] = []
        between.reserveCapacity(new.count - suffix - prefix)
        for index in prefix..<(new.count - suffix) {
            guard let element = built(new[index]) else { return abandonSplice(containersBefore) }
            between.append(element)
        }
        elements.replaceSubrange(prefix..<(old.count - suffix), with: between)
        if node.subtreeEpoch < graph.renderEpoch {
            let kept = AccessibilityCache(
                subtreeEpoch: node.subtreeEpoch, presentationPath: presentationPath, elements: elements,
                lazyContainers: [], priorityMarks: priorityMarks - marksBefore,
                buildEpoch: graph.renderEpoch, isOnePerChild: true)
            kept.tookWaitingFields = cache.tookWaitingFields || tookWaitingFields
            kept.children = new
            node.accessibilityCache = kept
            noteKept(kept)
        }
        return elements
    }

    private mutating func abandonSplice(_ containersBefore: Int) -> [AccessibilityNode]? {
        lazyContainers.removeSubrange(containersBefore...)
        return nil
    }

    private mutating func buildAfresh(_ node: GraphNode) -> [AccessibilityNode] {
        switch AccessibilityBuildRole.of(node.view) {
        case .building:
            if let special = node.view as? any AccessibilityTreeBuilding {
                // Containers that build their own part (tabs, menus, editable lists) may use the context and read
                // what changes without a stamp on their subtree, unless they say they do not (a navigation stack).
                if !special.buildsFromItsSubtreeOnly(node) { reach = 0 }
                return special.buildAccessibility(node: node, builder: &self)
            }
        case .contributing:
            if let modifier = AccessibilityBuildRole.contributingModifier(of: node.view) {
                return modifier.contribute(node: node, builder: &self)
            }
        case .plain: break
        }
        var result: [AccessibilityNode]
        if node.kind == .primitive, let element = node.element {
            result = buildElement(node, element)
        } else {
            result = buildChildren(node)
        }
        if let window = node.attachments[ObjectIdentifier(LazyWindow.self)] as? LazyWindow {
            lazyContainers.append((node, window))
        }
        return result
    }

    /// Registers the lazy window of `node`, for a container that builds its own part of the tree.
    package mutating func noteLazyWindow(of node: GraphNode) {
        if let window = node.attachments[ObjectIdentifier(LazyWindow.self)] as? LazyWindow {
            lazyContainers.append((node, window))
        }
    }

    /// The elements of all of `node`'s children: a background, a section's header or a control's label
    /// first, then the content, then the other slots (an overlay, a footer).
    package mutating func buildChildren(_ node: GraphNode) -> [AccessibilityNode] {
        // One child of content (a stack's `ForEach`, a row's body): its elements as they are, not copied.
        if node.children.count == 1, !node.children[0].key.isSlot { return build(node.children[0]) }
        // A `ForEach`'s children are all content (rows have no slots): their keys are not read (each read copies an
        // id), and the list is made at its size (rows give one element each, mostly).
        if AccessibilityBuildRole.hasContentChildrenOnly(node.view) {
            var content: [AccessibilityNode] = []
            content.reserveCapacity(node.children.count)
            for child in node.children { content += build(child) }
            return content
        }
        var before: [AccessibilityNode] = []
        var content: [AccessibilityNode] = []
        var after: [AccessibilityNode] = []
        for child in node.children {
            switch child.key {
            case .slot("background"), .slot("header"), .slot("label"): Self.append(build(child), to: &before)
            case .slot: Self.append(build(child), to: &after)
            default: Self.append(build(child), to: &content)
            }
        }
        // Most nodes have content only: returned as it is, not copied into a new array.
        if before.isEmpty, after.isEmpty { return content }
        return before + content + after
    }

    /// Appends a child's elements; taken as they are, not copied, into an empty list: a long `ForEach` beside empty
    /// slots would otherwise be copied, element by element, at every build above it.
    private static func append(_ elements: [AccessibilityNode], to list: inout [AccessibilityNode]) {
        if list.isEmpty {
            list = elements
        } else {
            list += elements
        }
    }

    /// The elements of a modifier's content (its child at index 0), and its slots by name.
    package mutating func buildContent(of node: GraphNode) -> [AccessibilityNode] {
        if node.children.count == 1, !node.children[0].key.isSlot { return build(node.children[0]) }
        var content: [AccessibilityNode] = []
        for child in node.children where !child.key.isSlot { Self.append(build(child), to: &content) }
        return content
    }

    /// The elements of one slot of a modifier.
    package mutating func buildSlot(_ name: String, of node: GraphNode) -> [AccessibilityNode] {
        node.children.first { $0.key == .slot(name) }.map { build($0) } ?? []
    }

    private mutating func buildElement(_ node: GraphNode, _ element: Element) -> [AccessibilityNode] {
        let children = buildChildren(node)
        guard let info = element.accessibility else { return children }
        var result = makeNode(role: info.role, label: info.label, for: node)
        result.value = info.value
        result.hint = info.hint
        result.placeholder = info.placeholder
        result.identifier = info.identifier
        result.traits = info.traits
        result.sortPriority = info.sortPriority
        notePriority(info.sortPriority)
        result.isEnabled = info.isEnabled
        result.actions = element.actions
        result.customActions = element.actions.named.map {
            AccessibilityCustomAction(name: $0.name, kind: .accessibility, perform: $0.perform)
        }
        if !info.isEnabled {
            result.disabledReason = (node.view as? any DisabledReasonProviding)?.disabledReason(in: node)
        }
        if let image = node.view as? Image, image.label == nil { result.labelOrigin = .imageName }
        if info.isHidden {
            result.reachability = .hidden(
                because: "it is hidden from accessibility (by .hidden(), or as a decorative image)",
                fix: "target an element VoiceOver reaches (see `ax`)")
        }
        if AccessibilityRoles.containers.contains(info.role) {
            result.isContainer = true
            result.children = children
            return [result]
        }
        if AccessibilityRoles.absorbing.contains(info.role) {
            let named = AccessibilityNode.combinedLabel(of: children)
            if result.label.isEmpty { result.label = named.label }
            // A control named by its content's images alone (an icon-only button) is named by file names.
            if named.fromImagesOnly, result.label == named.label { result.labelOrigin = .imageName }
            // Presentations attached inside a control stay elements of their own. A loop, not `filter`: the main
            // actor's closures check their executor each time they are entered.
            for index in children.indices where children[index].isPresentationRoot {
                result.children.append(children[index])
            }
            return [result]
        }
        // A header (a titled section) reads before its content, which stays made of elements.
        return [result] + children
    }

    // MARK: Making elements

    /// A new element produced by `node`, in the current presentation.
    package func makeNode(role: String, label: String, for node: GraphNode) -> AccessibilityNode {
        var result = AccessibilityNode(role: role, label: label, owner: Self.owner(of: node))
        result.source = node
        result.presentationPath = presentationPath
        return result
    }

    /// The custom view whose body produced `node`.
    package static func owner(of node: GraphNode) -> String {
        node.owningCustomView?.typeName ?? "the root view"
    }

    // MARK: Screens and presentations

    /// The bar of the screen being built.
    var currentScreen: ScreenBar {
        mutating get {
            let screen = screens[screens.count - 1]
            reach = min(reach, screen.depth)
            return screen
        }
    }

    /// Adds the search field of a `searchable` for the next screen inside to show; returns where it waits.
    mutating func addWaitingSearchField(_ field: AccessibilityNode) -> Int {
        searchFieldsWaiting.append((field, depth))
        return searchFieldsWaiting.count - 1
    }

    /// The field ``addWaitingSearchField(_:)`` added at `marker`, unless a screen inside took it.
    mutating func takeWaitingSearchField(at marker: Int) -> AccessibilityNode? {
        guard searchFieldsWaiting.count > marker else { return nil }
        return searchFieldsWaiting.remove(at: marker).field
    }

    /// Builds a screen's content while collecting its navigation bar.
    mutating func withScreen(
        isNavigation: Bool, _ body: (inout AccessibilityTreeBuilder) -> [AccessibilityNode]
    ) -> (bar: ScreenBar, content: [AccessibilityNode]) {
        let bar = ScreenBar(isNavigation: isNavigation, depth: depth)
        if isNavigation {
            // The fields of `searchable`s outside the screen: what the screen shows depends on them, even on none.
            tookWaitingFields = true
            if let shallowest = searchFieldsWaiting.lazy.map(\.depth).min() { reach = min(reach, shallowest) }
            bar.searchFields = searchFieldsWaiting.map(\.field)
            searchFieldsWaiting = []
        }
        screens.append(bar)
        let content = body(&self)
        screens.removeLast()
        return (bar, content)
    }

    /// Builds a presentation's content: its own screen, outside any navigation bar around it.
    mutating func withPresentation(
        _ model: PresentationModel, _ body: (inout AccessibilityTreeBuilder) -> [AccessibilityNode]
    ) -> [AccessibilityNode] {
        // A presentation covers what is around it: a subtree that shows one is built again at every build.
        reach = 0
        presentationsBuilt += 1
        presentationPath.append(ObjectIdentifier(model))
        let pending = searchFieldsWaiting
        searchFieldsWaiting = []
        let (_, content) = withScreen(isNavigation: false, body)
        searchFieldsWaiting = pending
        presentationPath.removeLast()
        return content
    }
}

extension NodeKey {
    /// Whether the key names a modifier's slot.
    var isSlot: Bool {
        if case .slot = self { return true }
        return false
    }
}

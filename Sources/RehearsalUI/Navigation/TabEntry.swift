/// One tab of a `TabView`, read from the tab view's content before anything is mounted.
struct TabEntry {
    /// The tab's identity among the tab view's children: its value when it has one, else its position.
    var key: NodeKey
    /// What selects the tab: its `Tab` value or `.tag`, else its position.
    var value: AnyHashable
    /// The tab item's title, as a screen reader reads it.
    var title: String
    /// What the view tree prints after `Tab`.
    var summary: String
    var role: TabRole?
    /// The view to mount when the tab is first selected.
    var content: any View
    /// The tab item's badge, as a screen reader reads it (`.badge(3)` reads "3").
    var badge: String?
    /// The `TabSection` the tab is in, whose title a sidebar shows above its tabs.
    var section: String?

    /// The tabs of a tab view's content, in order, looking through tuples, conditionals, groups and
    /// `ForEach` as the builder made them.
    @MainActor static func entries(of content: any View) -> [TabEntry] {
        var entries: [TabEntry] = []
        collect(content, into: &entries)
        return entries
    }

    @MainActor private static func collect(
        _ view: any View, into entries: inout [TabEntry], section: String? = nil
    ) {
        switch view {
        case let tuple as any TupleViewElements:
            for element in tuple.viewElements { collect(element, into: &entries, section: section) }
        case let flattening as any TabContentFlattening:
            for element in flattening.flattenedViews { collect(element, into: &entries, section: section) }
        case let tabSection as any TabSectionDescribing:
            collect(tabSection.sectionContent, into: &entries, section: tabSection.sectionTitle)
        case is EmptyView:
            break
        default:
            // Looked up once: each step through the view's modifiers is a cast to a protocol.
            guard let tab = Self.tab(in: view) else {
                collectItem(view, into: &entries, section: section)
                return
            }
            let position = entries.count
            let tabValue = tab.tabValue
            var entry = TabEntry(
                key: tabValue.map { NodeKey.element(id: $0) } ?? .index(position),
                value: tabValue ?? AnyHashable(position),
                title: tab.tabTitle, summary: tab.tabSummary, role: tab.tabRole, content: tab.tabContent)
            entry.note(badge: Self.badge(of: view), section: section)
            entries.append(entry)
        }
    }

    /// Adds a view that is not a `Tab`: a `.tabItem` with its `.tag`, or its position.
    @MainActor private static func collectItem(_ view: any View, into entries: inout [TabEntry], section: String?) {
        let position = entries.count
        let tag = Self.tag(of: view)
        let title = Self.itemTitle(of: view) ?? ""
        var summary = ValueDescription.quoted(title)
        if let tag { summary += " tag: \(ValueDescription.short(tag.base))" }
        var entry = TabEntry(
            key: tag.map { NodeKey.element(id: $0) } ?? .index(position),
            value: tag ?? AnyHashable(position), title: title, summary: summary, role: nil, content: view)
        entry.note(badge: Self.badge(of: view), section: section)
        entries.append(entry)
    }

    /// Adds the badge and the section to what the tree prints.
    private mutating func note(badge: BadgeModifier?, section: String?) {
        if let written = badge?.written { summary += " badge: \(written)" }
        self.badge = badge?.spoken
        if let section { summary += " section: \(ValueDescription.quoted(section))" }
        self.section = section
    }

    /// The `Tab` a view is, looking through the modifiers applied to it (`Tab(...) { }.badge(2)`).
    @MainActor private static func tab(in view: any View) -> (any TabDescribing)? {
        var current: Any = view
        while true {
            if let tab = current as? any TabDescribing { return tab }
            guard let carrier = current as? any ModifierCarrying else { return nil }
            current = carrier.carriedContent
        }
    }

    /// The outermost `.badge` in the view's chain of modifiers.
    @MainActor private static func badge(of view: any View) -> BadgeModifier? {
        var current: Any = view
        while let carrier = current as? any ModifierCarrying {
            if let badge = carrier.carriedModifier as? BadgeModifier { return badge }
            current = carrier.carriedContent
        }
        return nil
    }

    /// The `.tag` anywhere in the view's chain of modifiers.
    @MainActor private static func tag(of view: any View) -> AnyHashable? {
        var current: Any = view
        while true {
            if let tagged = current as? any TaggedView { return tagged.tagValue }
            guard let carrier = current as? any ModifierCarrying else { return nil }
            current = carrier.carriedContent
        }
    }

    /// The title of the `.tabItem` anywhere in the view's chain of modifiers.
    @MainActor private static func itemTitle(of view: any View) -> String? {
        var current: Any = view
        while let carrier = current as? any ModifierCarrying {
            if let item = carrier.carriedModifier as? any TabItemLabelled { return item.tabItemTitle }
            current = carrier.carriedContent
        }
        return nil
    }
}

/// The views of a builder block, for code that reads a container's children before mounting them.
@MainActor protocol TupleViewElements {
    var viewElements: [any View] { get }
}

extension TupleView: TupleViewElements {
    var viewElements: [any View] { elements }
}

/// Structural views a tab view looks through to find its tabs.
@MainActor protocol TabContentFlattening {
    var flattenedViews: [any View] { get }
}

extension _ConditionalContent: TabContentFlattening {
    var flattenedViews: [any View] {
        switch storage {
        case .trueContent(let view): [view]
        case .falseContent(let view): [view]
        }
    }
}

extension Optional: TabContentFlattening where Wrapped: View {
    var flattenedViews: [any View] { map { [$0] } ?? [] }
}

extension Group: TabContentFlattening where Content: View {
    var flattenedViews: [any View] { [content] }
}

extension AnyView: TabContentFlattening {
    var flattenedViews: [any View] { [storage] }
}

extension ForEach: TabContentFlattening where Content: View {
    var flattenedViews: [any View] { data.map { content($0) } }
}

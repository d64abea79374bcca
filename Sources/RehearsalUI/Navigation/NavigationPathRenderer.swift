/// Prints every live tab view, navigation container and presentation, nested as they are in the tree.
///
/// ```
/// TabView selection=.library
///   NavigationStack(Library) path=[.book(4821)]
///   sheet item=.addBook
/// ```
/// A stack is named after its root screen's title (or its tab's); its path prints each value with
/// `ValueDescription.short`, and views pushed without a value follow as `pushed=[...]`. A presentation
/// prints its kind, its item or title, its detents and whether it refuses the user's dismissal.
@MainActor package enum NavigationPathRenderer {
    /// One line of the output and the lines nested under it.
    package struct Entry: Equatable {
        package var kind: String
        package var fields: [(String, JSONValue)]
        package var line: String
        package var children: [Entry] = []

        package static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.line == rhs.line && lhs.children == rhs.children }
    }

    package static func entries(_ graph: ViewGraph) -> [Entry] {
        graph.root.map(collect) ?? []
    }

    package static func render(_ graph: ViewGraph) -> String {
        var lines: [String] = []
        func append(_ entry: Entry, depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + entry.line)
            for child in entry.children { append(child, depth: depth + 1) }
        }
        for entry in entries(graph) { append(entry, depth: 0) }
        return lines.joined(separator: "\n")
    }

    /// The entries as JSON: objects with `kind`, the entry's fields and `children`.
    package static func json(_ graph: ViewGraph) -> JSONValue {
        func value(_ entry: Entry) -> JSONValue {
            var fields: [(String, JSONValue)] = [("kind", .string(entry.kind))] + entry.fields
            if !entry.children.isEmpty { fields.append(("children", .array(entry.children.map(value)))) }
            return .object(fields)
        }
        return .array(entries(graph).map(value))
    }

    private static func collect(_ node: GraphNode) -> [Entry] {
        // Most nodes hold no navigation state: walk through them without building arrays.
        guard node.modifierState != nil else { return collectChildren(node) }
        if let model = node.modifierState as? TabViewModel {
            let selection = model.selectionText
            var entry = Entry(
                kind: "TabView", fields: [("selection", .string(selection))], line: "TabView selection=\(selection)")
            entry.children = node.children.flatMap(collectChildren)
            return [entry]
        }
        if let model = node.modifierState as? NavigationStackModel {
            return [stackEntry(node, model)]
        }
        if let model = node.modifierState as? PresentationModel, node.appliedModifier != nil {
            var result = node.children.filter { !$0.key.isSlot }.flatMap(collect)
            if model.isPresented, let host = model.host {
                var entry = presentationEntry(model, host: host)
                entry.children = collectChildren(host)
                result.append(entry)
            }
            return result
        }
        return collectChildren(node)
    }

    private static func collectChildren(_ node: GraphNode) -> [Entry] {
        var entries: [Entry] = []
        collectChildren(node, into: &entries)
        return entries
    }

    /// Walks through the nodes without navigation state below `node` in tree order, without copying child lists.
    private static func collectChildren(_ node: GraphNode, into entries: inout [Entry]) {
        for child in node.children {
            if child.modifierState == nil {
                collectChildren(child, into: &entries)
            } else {
                entries += collect(child)
            }
        }
    }

    private static func stackEntry(_ node: GraphNode, _ model: NavigationStackModel) -> Entry {
        let kind = model.kind == .stack ? "NavigationStack" : "NavigationSplitView"
        let rootHost = node.children.first { ($0.view as? _NavigationScreen)?.isRoot == true }
        let name = rootHost.flatMap(NavigationScope.title(in:)) ?? tabTitle(above: node)
        let isSplit = model.kind == .splitView
        // A split view has no path of its own: on a regular width each column prints its own; collapsed, the
        // path is the collapsed stack's, the rows selected and the values presented, in column order.
        let path =
            isSplit ? collapsedPath(node, model) : model.path.map { ValueDescription.short($0.base) }
        var line = kind + (name.map { "(\($0))" } ?? "")
        var fields: [(String, JSONValue)] = []
        if let name { fields.append(("name", .string(name))) }
        if let path {
            line += " path=[" + path.joined(separator: ", ") + "]"
            fields.append(("path", .array(path.map(JSONValue.string))))
        }
        let pushed = model.pushedViews.map(\.name)
        if !pushed.isEmpty {
            line += " pushed=[" + pushed.joined(separator: ", ") + "]"
            fields.append(("pushed", .array(pushed.map(JSONValue.string))))
        }
        if model.kind == .splitView, model.splitColumns.isCompact,
            let top = node.children.last(where: { $0.view is _NavigationScreen }),
            let column = (top.view as? _NavigationScreen)?.splitColumn
        {
            line += " top=\(column)"
            fields.append(("top", .string(column.name)))
        }
        var entry = Entry(kind: kind, fields: fields, line: line)
        entry.children = model.kind == .splitView ? columnEntries(node, model) : collectChildren(node)
        return entry
    }

    /// The collapsed stack of a compact split view above its sidebar: for each column on it, the row selected
    /// in the column before or the value presented in it, then its own stack's values and pushed views; `nil` on a
    /// regular width.
    private static func collapsedPath(_ node: GraphNode, _ model: NavigationStackModel) -> [String]? {
        let columns = model.splitColumns
        guard columns.isCompact else { return nil }
        var path: [String] = []
        for host in node.children {
            guard let column = (host.view as? _NavigationScreen)?.splitColumn, let previous = columns.previous(column)
            else { continue }
            if let presented = columns.presented[column] {
                path.append(presented.text)
            } else if let listing = columns.listing(in: previous), !listing.selection.selected().isEmpty {
                path.append(listing.selection.describe())
            }
            if let stack = columns.stack(in: column) {
                path += stack.path.map { ValueDescription.short($0.base) } + stack.pushedViews.map(\.name)
            }
        }
        return path + model.path.map { ValueDescription.short($0.base) }
    }

    /// A split view's columns, one entry each: `column sidebar "Mail" selection=.inbox (covered)`.
    private static func columnEntries(_ node: GraphNode, _ model: NavigationStackModel) -> [Entry] {
        node.children.compactMap { host -> Entry? in
            guard let screen = host.view as? _NavigationScreen, let column = screen.splitColumn else { return nil }
            var line = "column " + column.name
            var fields: [(String, JSONValue)] = [("column", .string(column.name))]
            if let title = NavigationScope.title(in: host) {
                line += " " + ValueDescription.quoted(title)
                fields.append(("title", .string(title)))
            }
            if let listing = model.splitColumns.listing(in: column) {
                let selection = listing.selection.describe()
                line += " selection=" + selection
                fields.append(("selection", .string(selection)))
            }
            if !model.splitColumns.isCompact, let presented = model.splitColumns.presented[column] {
                let key = presented.isValue ? "path" : "pushed"
                line += " \(key)=[" + presented.text + "]"
                fields.append((key, .array([.string(presented.text)])))
            }
            if model.splitColumns.hiddenReason(column) != nil {
                line += " (hidden)"
                fields.append(("hidden", .bool(true)))
            } else if screen.isCovered {
                line += " (covered)"
                fields.append(("covered", .bool(true)))
            }
            var entry = Entry(kind: "column", fields: fields, line: line)
            entry.children = collectChildren(host)
            return entry
        }
    }

    private static func presentationEntry(_ model: PresentationModel, host: GraphNode) -> Entry {
        var line = model.summary
        var fields: [(String, JSONValue)] = []
        if let title = model.title { fields.append(("title", .string(title))) }
        if let item = model.itemDescription { fields.append(("item", .string(item))) }
        let scope = NavigationScope.nodesIncludingScreens(in: host)
        if let detents = scope.lazy.compactMap({ $0.appliedModifier as? PresentationDetentsModifier }).first {
            let text = detents.detents.map(\.description)
            line += " detents=[" + text.joined(separator: ", ") + "]"
            fields.append(("detents", .array(text.map(JSONValue.string))))
        }
        if let blocker = InteractiveDismissal.blocker(in: host) {
            line += " interactiveDismissDisabled"
            fields.append(("interactiveDismissDisabledBy", .string(blocker)))
        }
        return Entry(kind: model.kind.rawValue, fields: fields, line: line)
    }

    /// The title of the tab whose content holds `node`, when no other container is between them.
    private static func tabTitle(above node: GraphNode) -> String? {
        var current = node.parent
        while let ancestor = current {
            if let tab = ancestor.view as? _TabHost { return tab.entry.title }
            if ancestor.view is any NavigationScopeBoundary { return nil }
            current = ancestor.parent
        }
        return nil
    }
}

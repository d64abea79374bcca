/// One screen of a navigation container: its root, a view pushed for a path value, or a view pushed
/// without one.
///
/// The screen is where the views inside it find their navigation bar (title, toolbar, search field) and
/// what `dismiss` does: a pushed screen pops itself and every screen above it.
struct _NavigationScreen: View, PrimitiveView {
    typealias Body = Never

    enum Kind {
        case root(any View)
        case path(index: Int, value: AnyHashable)
        case pushed(id: Int)
        /// A split view's content or detail column: what a link in an earlier column presented there, else the
        /// column's own content.
        case detail(any View)
    }

    let kind: Kind
    let model: NavigationStackModel
    /// Whether a screen above covers this one (or `columnVisibility` hides this column): it keeps its state,
    /// but its views have disappeared. Set before its views mount, so a screen pushed beneath another in
    /// the same update never appears.
    var isCovered = false
    /// The split view column this screen is, or `nil` in a stack.
    var splitColumn: NavigationSplitViewColumn?
    /// The split view's count of presentations in its columns: a screen whose count changed updates again.
    var presentation = 0

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.graph.setHidden(node, isCovered)
        node.element = nil
        node.modifierAttributes = []
        let memo = node.modifierState as? EnvironmentMemo ?? EnvironmentMemo()
        node.modifierState = memo
        switch kind {
        case .root(let view):
            children.append(view, key: .index(0))
        case .path(let index, let value):
            model.noteScreenHost(node)
            let text = ValueDescription.short(value.base)
            children.environment = memo.environment(from: children.environment, key: index) { environment in
                environment.isPresented = true
                environment.dismiss = DismissAction(target: "pop \(text)") { [model] in model.pop(toPathCount: index) }
            }
            if let view = model.destination(for: value.base, host: node) {
                node.modifierAttributes = [".navigationDestination(\(text))"]
                children.append(view, key: .index(0))
            } else {
                let typeName = ViewTypeName.of(type(of: value.base))
                node.element = Element(
                    "⚠ NavigationDestination",
                    "no navigationDestination(for: \(typeName).self) is declared in this stack for \(text)")
            }
        case .pushed(let id):
            model.noteScreenHost(node)
            guard let pushed = model.pushedView(id: id) else { return }
            children.environment = memo.environment(from: children.environment, key: id) { environment in
                environment.isPresented = true
                environment.dismiss = DismissAction(target: "pop \(pushed.name)") { [model] in
                    model.pop(fromPushedView: id)
                }
            }
            children.append(pushed.view, key: .index(0))
        case .detail(let content):
            model.noteScreenHost(node)
            // A column whose content is a stack shows it: the stack takes the presented value on its path. So does a
            // column mounted to find the stack in its views (`awaitingStack`).
            let columns = model.splitColumns
            let showsContent =
                SplitViewColumns.isStack(content) || splitColumn.map { columns.awaitingStack.contains($0) } == true
            let presented = showsContent ? nil : splitColumn.flatMap { columns.presented[$0] }
            if let splitColumn, columns.awaitingStack.contains(splitColumn) {
                columns.settleView(in: splitColumn, graph: node.graph)
            }
            if case .value(let value)? = presented {
                let text = ValueDescription.short(value.base)
                children.environment = memo.environment(from: children.environment, key: value) { environment in
                    environment.isPresented = true
                    environment.dismiss = DismissAction(target: "pop \(text)") { [model, splitColumn] in
                        if let splitColumn { model.splitColumns.dismissPresented(from: splitColumn) }
                    }
                }
                if let view = model.destination(for: value.base, host: node) {
                    node.modifierAttributes = [".navigationDestination(\(text))"]
                    children.append(
                        view, key: .id(AnyHashableSendable(NavigationScreenKey(position: 0, value: value.base))))
                } else {
                    let typeName = ViewTypeName.of(type(of: value.base))
                    node.element = Element(
                        "⚠ NavigationDestination",
                        "no navigationDestination(for: \(typeName).self) is declared in this split view for \(text)")
                }
            } else if case .view(let id, let view, _)? = presented {
                children.append(view, key: .id(AnyHashableSendable("view-\(id)")))
            } else if let value = model.path.last, let view = model.destination(for: value.base, host: node) {
                let text = ValueDescription.short(value.base)
                children.environment = memo.environment(from: children.environment, key: value) { environment in
                    environment.isPresented = true
                    environment.dismiss = DismissAction(target: "pop \(text)") { [model] in model.popAll() }
                }
                node.modifierAttributes = [".navigationDestination(\(text))"]
                children.append(
                    view,
                    key: .id(
                        AnyHashableSendable(NavigationScreenKey(position: model.path.count - 1, value: value.base))))
            } else if let pushed = model.pushedViews.last {
                children.append(pushed.view, key: .id(AnyHashableSendable("view-\(pushed.id)")))
            } else {
                children.append(content, key: .index(0))
            }
        }
    }

    /// Whether this screen is the root of its container.
    var isRoot: Bool {
        if case .root = kind { return true }
        return false
    }
}

extension EnvironmentValues {
    /// The navigation container that links and destination declarations below it use.
    package var navigationStack: NavigationStackModel? {
        get { self[NavigationStackKey.self] }
        set { self[NavigationStackKey.self] = newValue }
    }
}

struct NavigationStackKey: EnvironmentKey {
    static var defaultValue: NavigationStackModel? { nil }
}

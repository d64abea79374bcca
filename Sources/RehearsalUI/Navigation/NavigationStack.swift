/// A view that shows a root view and the views pushed over it, one per value on its path, as in SwiftUI.
///
/// Without a path, the stack keeps its own. With `path:` it follows the binding: appending a value pushes
/// the view that a `navigationDestination(for:)` in the stack's content declares for the value's type,
/// and removing values pops. Each pushed view has its own identity (its position and value), so its
/// state lives as long as it stays on the stack.
public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never

    let root: Root
    let makeAccess: (@MainActor () -> NavigationPathAccess)?

    /// A stack that manages its own path.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        makeAccess = nil
    }

    /// A stack that follows a binding to a `NavigationPath`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        makeAccess = { .erased(path) }
    }

    /// A stack that follows a binding to a collection of route values.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        makeAccess = { .typed(path) }
    }
}

extension NavigationStack: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let model = NavigationStackModel.attached(to: node, kind: .stack)
        model.access = makeAccess?() ?? .owned(model.ownedPath)
        // A stack at the top of a split view's column is that column's stack.
        if let (columns, column) = SplitViewColumns.column(of: node), let split = node.environment.navigationStack {
            columns.noteStack(model, in: column, splitView: split)
        }
        let path = model.readPath()
        var element = Element("NavigationStack", NavigationStackSummary.describe(model))
        element.attributes = []
        node.element = element
        children.environment = model.environmentMemo.environment(from: children.environment, key: 0) {
            $0.navigationStack = model
        }
        // Only the top screen appears, even when several values were pushed in one update.
        let topPosition = path.count + model.pushedViews.count
        children.append(
            _NavigationScreen(kind: .root(root), model: model, isCovered: topPosition > 0), key: .index(0))
        for (index, value) in path.enumerated() {
            children.append(
                _NavigationScreen(
                    kind: .path(index: index, value: value), model: model, isCovered: index + 1 < topPosition),
                key: .id(AnyHashableSendable(NavigationScreenKey(position: index, value: value.base))))
        }
        for (offset, pushed) in model.pushedViews.enumerated() {
            children.append(
                _NavigationScreen(
                    kind: .pushed(id: pushed.id), model: model, isCovered: path.count + offset + 1 < topPosition),
                key: .id(AnyHashableSendable(NavigationScreenKey(position: path.count, pushedView: pushed.id))))
        }
        // Only the top screen is on screen: the ones it covers keep their state but have disappeared.
        let top = children.items.last?.key
        for screen in node.children { node.graph.setHidden(screen, screen.key != top) }
    }
}

/// The identity of a pushed screen: its position on the stack and the type of the value shown there.
///
/// SwiftUI does not hash a path's values to show the stack, and neither does this key: a route whose
/// `hash(into:)` is written as `hasher.combine(self)` recurses forever when hashed, so the key holds only
/// the position, the value's type (or the pushed view's number) and, for printing, the value's text.
struct NavigationScreenKey: Hashable, CustomStringConvertible {
    var position: Int
    /// The value's type, or `nil` for a view pushed without a value.
    var valueType: ObjectIdentifier?
    /// The number of a view pushed without a value.
    var pushedView: Int?
    /// What the identity path prints; not part of the identity.
    var description: String

    init(position: Int, value: Any) {
        self.position = position
        valueType = ObjectIdentifier(type(of: value))
        description = "\(position):\(ValueDescription.short(value))"
    }

    init(position: Int, pushedView id: Int) {
        self.position = position
        pushedView = id
        description = "\(position):\"view-\(id)\""
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.position == rhs.position && lhs.valueType == rhs.valueType && lhs.pushedView == rhs.pushedView
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(position)
        hasher.combine(valueType)
        hasher.combine(pushedView)
    }
}

/// Prints a container's path for the view tree: `path=[.book(4821)]`, or nothing at the root.
enum NavigationStackSummary {
    @MainActor static func describe(_ model: NavigationStackModel) -> String {
        var parts: [String] = []
        if !model.path.isEmpty { parts.append("path=" + pathText(model.path)) }
        if !model.pushedViews.isEmpty {
            parts.append("pushed=[" + model.pushedViews.map(\.name).joined(separator: ", ") + "]")
        }
        return parts.joined(separator: " ")
    }

    static func pathText(_ path: [AnyHashable]) -> String {
        "[" + path.map { ValueDescription.short($0.base) }.joined(separator: ", ") + "]"
    }
}

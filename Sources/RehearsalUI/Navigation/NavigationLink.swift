/// A control that pushes a value or a view on the enclosing navigation stack, as in SwiftUI.
///
/// A value link pushes its value: the stack shows the view its `navigationDestination(for:)` declares
/// for the value's type. A link with a `nil` value is disabled, and outside a stack a link does nothing.
/// It is a `link` in the accessibility tree, named by its title or its label's text.
public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never

    enum Target {
        case value(AnyHashable?)
        case view(Destination)
        /// The legacy `isActive:` and `tag:selection:` forms: the binding says whether the view is pushed.
        case bound(Destination, Binding<Bool>)
    }

    let label: Label
    let title: String?
    let target: Target

    /// A link that pushes `value`, labelled by `label`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label()
        title = nil
        target = .value(value.map { AnyHashable($0) })
    }

    /// A link that pushes `value`, with a text label.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, Destination == Never {
        label = Text(titleKey)
        title = titleKey.text
        target = .value(value.map { AnyHashable($0) })
    }

    /// A link that pushes `value`, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text, Destination == Never {
        label = Text(title)
        self.title = String(title)
        target = .value(value.map { AnyHashable($0) })
    }

    /// A link that pushes a view, labelled by `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
        target = .view(destination())
    }

    /// A link that pushes a view, labelled by `label` (the form SwiftUI deprecated).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
        target = .view(destination)
    }

    /// A link that pushes a view, with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) where Label == Text {
        label = Text(titleKey)
        title = titleKey.text
        target = .view(destination())
    }

    /// A link that pushes a view, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) where Label == Text {
        label = Text(title)
        self.title = String(title)
        target = .view(destination())
    }

    /// A link that pushes a view, with a text label (the form SwiftUI deprecated).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) where Label == Text {
        label = Text(titleKey)
        title = titleKey.text
        target = .view(destination)
    }
}

extension NavigationLink {
    /// A link that pushes `destination` while `isActive` is true, and sets it when tapped (deprecated form).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
        target = .bound(destination, isActive)
    }

    /// A link with a text label that pushes `destination` while `isActive` is true (deprecated form).
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>)
    where Label == Text {
        label = Text(titleKey)
        title = titleKey.text
        target = .bound(destination, isActive)
    }

    /// A link that pushes `destination` while `selection` equals `tag`, and sets it when tapped
    /// (deprecated form).
    public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        title = nil
        target = .bound(destination, Self.isSelected(tag, selection))
    }

    /// A link with a text label that pushes `destination` while `selection` equals `tag` (deprecated form).
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>)
    where Label == Text {
        label = Text(titleKey)
        title = titleKey.text
        target = .bound(destination, Self.isSelected(tag, selection))
    }

    private static func isSelected<V: Hashable>(_ tag: V, _ selection: Binding<V?>) -> Binding<Bool> {
        Binding(
            get: { selection.wrappedValue == tag },
            set: { active in
                if active {
                    selection.wrappedValue = tag
                } else if selection.wrappedValue == tag {
                    selection.wrappedValue = nil
                }
            })
    }
}

extension NavigationLink: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let stack = node.environment.navigationStack
        var summary: [String] = []
        if let title { summary.append(ValueDescription.quoted(title)) }
        var info = AccessibilityInfo(role: "link", label: title ?? "")
        var element = Element("NavigationLink")
        let owner = node.owningCustomView?.typeName ?? "root"
        weak let graph = node.graph
        switch target {
        case .value(let value):
            summary.append("→ " + (value.map { NavigationLinkText.route($0.base) } ?? "nil"))
            info.isEnabled = value != nil && stack != nil
            if let value, let stack {
                weak let link = node
                element.actions.tap = {
                    // In a `List(selection:)` whose selection takes the value, the row selects instead.
                    if SplitViewColumns.selectRow(value, link: link) { return }
                    // In a split view's column, the value is presented in the next column.
                    let column = stack.kind == .splitView ? link.flatMap(SplitViewColumns.column(of:)) : nil
                    let outcome =
                        column.map { $0.0.present(value, from: $0.1, stack, owner: owner) } ?? stack.push(value)
                    switch outcome {
                    case .pushed: break
                    case .noDestination(let type):
                        graph?.report(.navigationLinkWithoutDestination(view: owner, type: type))
                    case .typeMismatch(let value, let path):
                        graph?.report(.navigationPathTypeMismatch(view: owner, value: value, path: path))
                    }
                }
            }
        case .view(let destination):
            summary.append("→ " + ViewTypeName.of(Destination.self))
            info.isEnabled = stack != nil
            if let stack {
                weak let link = node
                element.actions.tap = {
                    let column = stack.kind == .splitView ? link.flatMap(SplitViewColumns.column(of:)) : nil
                    if let (columns, column) = column {
                        columns.present(view: destination, from: column, stack)
                    } else {
                        stack.pushView(destination)
                    }
                }
            }
        case .bound(let destination, let isActive):
            summary.append("→ " + ViewTypeName.of(Destination.self))
            info.isEnabled = stack != nil
            if stack != nil { element.actions.tap = { isActive.wrappedValue = true } }
            children.append(
                EmptyView().navigationDestination(isPresented: isActive) { destination }, key: .index(1))
        }
        element.summary = summary.joined(separator: " ")
        element.accessibility = info
        node.element = element
        if title == nil { children.append(label, key: .index(0)) }
    }
}

extension NavigationLink: DisabledReasonProviding {
    package func disabledReason(in node: GraphNode) -> (because: String, fix: String)? {
        if node.environment.navigationStack == nil {
            return (
                "it is not inside a NavigationStack or NavigationSplitView, so it has nowhere to push",
                "wrap the screen in NavigationStack { ... }"
            )
        }
        if case .value(nil) = target {
            return ("its value is nil, which SwiftUI documents as disabling the link", "give the link a value")
        }
        return nil
    }
}

/// Prints a link's route the way the view tree shows it: `LibraryRoute.book(4821)`.
enum NavigationLinkText {
    static func route(_ value: Any) -> String {
        let short = ValueDescription.short(value)
        return short.hasPrefix(".") ? ViewTypeName.of(type(of: value)) + short : short
    }
}

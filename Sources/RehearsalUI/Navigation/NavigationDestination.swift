/// Declares, for a stack, the view to push for values of one type: `navigationDestination(for:)`.
///
/// The declaration registers with the enclosing stack each time its node updates. Declared inside a lazy
/// container (`List`, `LazyVStack`...) it still works here, but the graph reports a warning, because
/// SwiftUI's documentation says the stack may not see it there.
struct NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let destination: (D) -> Destination

    func update(_ node: GraphNode, _ children: inout ChildList) {
        let typeName = ViewTypeName.of(D.self)
        node.modifierAttributes = [".navigationDestination(for: \(typeName).self)"]
        guard let stack = node.environment.navigationStack else { return }
        if node.isFirstUpdate, let container = LazyContainers.enclosing(node, below: stack.node) {
            node.graph.report(
                .navigationDestinationInLazyContainer(
                    view: node.owningCustomView?.typeName ?? "root", type: typeName, container: container))
        }
        stack.register(D.self, declaration: node) { value in destination(value as! D) }
    }
}

/// Pushes a view while a Boolean binding is `true`: `navigationDestination(isPresented:destination:)`.
struct NavigationDestinationPresentedModifier<Destination: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let isPresented: Binding<Bool>
    let destination: () -> Destination

    func update(_ node: GraphNode, _ children: inout ChildList) {
        let shown = node.trackingReads { isPresented.wrappedValue }
        node.modifierAttributes = [".navigationDestination(isPresented: \(shown))"]
        guard let stack = node.environment.navigationStack else { return }
        let binding = isPresented
        let view: (any View)? = shown ? destination() : nil
        // In a split view's sidebar or content column, the view is presented in the next column.
        if stack.kind == .splitView, let (columns, column) = SplitViewColumns.column(of: node),
            columns.setPresentedDestination(
                owner: node, in: column, view: view, key: nil, stack, reset: { binding.wrappedValue = false })
        {
            return
        }
        stack.setPushedView(owner: node, view: view) { binding.wrappedValue = false }
    }
}

/// Pushes a view while an optional binding holds a value: `navigationDestination(item:destination:)`.
struct NavigationDestinationItemModifier<D: Hashable, Destination: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let item: Binding<D?>
    let destination: (D) -> Destination

    func update(_ node: GraphNode, _ children: inout ChildList) {
        let value = node.trackingReads { item.wrappedValue }
        node.modifierAttributes = [".navigationDestination(item: \(value.map { ValueDescription.short($0) } ?? "nil"))"]
        guard let stack = node.environment.navigationStack else { return }
        let binding = item
        let view: (any View)? = value.map(destination)
        if stack.kind == .splitView, let (columns, column) = SplitViewColumns.column(of: node),
            columns.setPresentedDestination(
                owner: node, in: column, view: view, key: value.map { AnyHashable($0) }, stack,
                reset: { binding.wrappedValue = nil })
        {
            return
        }
        stack.setPushedView(owner: node, view: view) { binding.wrappedValue = nil }
    }
}

extension View {
    /// Declares the view the enclosing stack pushes for a value of `data`'s type.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(NavigationDestinationModifier(destination: destination))
    }

    /// Pushes `destination` on the enclosing stack while `isPresented` is `true`; popping sets it to `false`.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    )
        -> some View
    {
        let view = destination()
        return modifier(NavigationDestinationPresentedModifier(isPresented: isPresented, destination: { view }))
    }

    /// Pushes the view for `item`'s value on the enclosing stack while it is not `nil`; popping sets it to `nil`.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(NavigationDestinationItemModifier(item: item, destination: destination))
    }
}

/// Finds lazy containers between a view and its navigation stack, by the names their elements show.
///
/// The containers are primitives of their own; matching their element names keeps this free of their
/// types. A `Section` is transparent, as it is inside a `List`.
@MainActor package enum LazyContainers {
    package static let names: Set<String> = ["List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"]

    /// The name of the nearest lazy container above `node` and below `limit`, if any.
    static func enclosing(_ node: GraphNode, below limit: GraphNode?) -> String? {
        var current = node.parent
        while let ancestor = current, ancestor !== limit {
            if let name = ancestor.element?.name, names.contains(name) { return name }
            current = ancestor.parent
        }
        return nil
    }
}

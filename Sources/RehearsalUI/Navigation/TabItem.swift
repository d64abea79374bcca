/// Sets the label of the tab item a view has in a `TabView`: `tabItem(_:)`, the form before iOS 18.
///
/// The tab view reads the label from the view's value before mounting it, so a tab that has never been
/// selected still shows its item; on the view itself the modifier is only an attribute.
struct TabItemModifier<Label: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let label: Label

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".tabItem(\(ValueDescription.quoted(LabelText.of(label))))"]
    }
}

extension View {
    /// Sets the tab item shown for this view in a `TabView`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: label()))
    }
}

/// Erases `TabItemModifier`'s label type.
@MainActor protocol TabItemLabelled {
    var tabItemTitle: String { get }
}

extension TabItemModifier: TabItemLabelled {
    var tabItemTitle: String { LabelText.of(label) }
}

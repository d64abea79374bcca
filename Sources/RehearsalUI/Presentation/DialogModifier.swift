/// Presents an alert or a confirmation dialog while a binding says so.
///
/// The dialog is mounted in an `.alert` (or `.confirmationDialog`) slot of the modifier's node: its message
/// first, then its actions. An alert without actions gets the "OK" button SwiftUI adds. Any button of the
/// dialog dismisses it (sets the binding back) before its action runs, as SwiftUI documents; the
/// accessibility tree applies that rule when it hands out the buttons' actions.
struct DialogModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let kind: PresentationModel.Kind
    let title: String
    let titleVisibility: Visibility
    /// Whether the dialog is up; read with tracking, since the presenter's body may not read it.
    let isShown: @MainActor () -> Bool
    /// The dialog's actions and message, made from the presented data; `nil` when there is no data.
    let content: (actions: any View, message: (any View)?)?
    let dismiss: @MainActor () -> Void

    func update(_ node: GraphNode, _ children: inout ChildList) {
        let model = PresentationModel.attached(to: node, kind: kind)
        let shown = node.trackingReads { isShown() } && content != nil
        model.title = title
        model.dismissBinding = dismiss
        model.present(id: shown ? AnyHashable(title) : nil, description: nil)
        node.modifierAttributes = titleVisibility == .automatic ? [] : [".titleVisibility(\(titleVisibility))"]
        guard shown, let content else { return }
        let environment = model.environmentMemo.environment(from: children.environment, key: 0) { environment in
            environment.dismiss = DismissAction(target: kind.rawValue) { [model] in model.dismiss() }
            environment.isPresented = true
            environment.presentation = model
        }
        children.append(
            _DialogHost(kind: kind, title: title, actions: content.actions, message: content.message),
            key: .slot(model.slot), environment: environment)
    }
}

/// An alert or a confirmation dialog: `alert "Title"` in the accessibility tree, containing its message and
/// its buttons.
struct _DialogHost: View, PrimitiveView {
    typealias Body = Never

    let kind: PresentationModel.Kind
    let title: String
    let actions: any View
    let message: (any View)?

    func update(_ node: GraphNode, _ children: inout ChildList) {
        var element = Element(kind == .alert ? "Alert" : "ConfirmationDialog", ValueDescription.quoted(title))
        element.accessibility = AccessibilityInfo(role: kind == .alert ? "alert" : "dialog", label: title)
        node.element = element
        if let message { children.append(message, key: .index(0)) }
        if actions is EmptyView, kind == .alert {
            children.append(_DialogDefaultButton(), key: .index(1))
        } else {
            children.append(actions, key: .index(1))
        }
    }
}

/// The "OK" button SwiftUI gives an alert declared without actions; it only dismisses.
struct _DialogDefaultButton: View, PrimitiveView {
    typealias Body = Never

    func update(_ node: GraphNode, _ children: inout ChildList) {
        var element = Element("Button", "\"OK\"")
        element.accessibility = AccessibilityInfo(role: "button", label: "OK")
        element.actions.tap = {}
        node.element = element
    }
}

extension DialogModifier {
    static func make(
        _ kind: PresentationModel.Kind, title: String, visibility: Visibility = .automatic,
        isPresented: Binding<Bool>, actions: any View, message: (any View)?
    ) -> DialogModifier {
        DialogModifier(
            kind: kind, title: title, titleVisibility: visibility, isShown: { isPresented.wrappedValue },
            content: (actions, message), dismiss: { isPresented.wrappedValue = false })
    }

    static func make<T>(
        _ kind: PresentationModel.Kind, title: String, visibility: Visibility = .automatic,
        isPresented: Binding<Bool>, data: T?, actions: (T) -> any View, message: ((T) -> any View)?
    ) -> DialogModifier {
        DialogModifier(
            kind: kind, title: title, titleVisibility: visibility, isShown: { isPresented.wrappedValue },
            content: data.map { (actions($0), message?($0)) }, dismiss: { isPresented.wrappedValue = false })
    }

    static func make<T>(
        _ kind: PresentationModel.Kind, title: String, item: Binding<T?>, actions: (T) -> any View,
        message: ((T) -> any View)?
    ) -> DialogModifier {
        DialogModifier(
            kind: kind, title: title, titleVisibility: .automatic, isShown: { item.wrappedValue != nil },
            content: item.wrappedValue.map { (actions($0), message?($0)) }, dismiss: { item.wrappedValue = nil })
    }
}

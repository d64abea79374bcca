/// Presents a view over the screen while a binding says so: `sheet` and `fullScreenCover`, in their
/// `isPresented:` and `item:` forms.
///
/// The presented view is mounted in a `.sheet` (or `.fullScreenCover`) slot of the modifier's node, under
/// the item's id, so a new item replaces the sheet with fresh state, as SwiftUI documents. Its environment's
/// `dismiss` sets the binding back; `onDismiss` runs after the presentation went away.
struct PresentationModifier<Presented: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let kind: PresentationModel.Kind
    /// What to present now: the item's id, its description, and the view; `nil` when nothing is presented.
    let current: @MainActor () -> (id: AnyHashable, description: String?, view: () -> Presented)?
    let dismiss: @MainActor () -> Void
    let onDismiss: (() -> Void)?
    /// Whether a Boolean (`isPresented:`) drives it, for the pattern warning about several flags.
    var isFlagDriven = false

    func update(_ node: GraphNode, _ children: inout ChildList) {
        let model = PresentationModel.attached(to: node, kind: kind)
        let presented = node.trackingReads { current() }
        model.dismissBinding = dismiss
        model.onDismiss = onDismiss
        model.isFlagDriven = isFlagDriven
        model.present(id: presented?.id, description: presented?.description)
        guard let presented else { return }
        let editMode = model.editMode
        let environment = model.environmentMemo.environment(
            from: children.environment, key: ObjectIdentifier(editMode)
        ) { environment in
            environment.dismiss = DismissAction(target: kind.rawValue) { [model] in model.dismiss() }
            environment.isPresented = true
            environment.presentation = model
            environment.editMode = editMode.binding
        }
        children.append(
            _PresentationHost(id: presented.id, content: presented.view()), key: .slot(model.slot),
            environment: environment)
    }
}

/// Where a presentation's content is mounted, under the presented item's identity.
struct _PresentationHost: View, PrimitiveView {
    typealias Body = Never

    let id: AnyHashable
    let content: any View

    func update(_ node: GraphNode, _ children: inout ChildList) {
        children.append(content, key: .element(id: id))
    }
}

extension View {
    /// Presents a sheet while `isPresented` is `true`.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(PresentationModifier.flag(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Presents a sheet for `item` while it is not `nil`; a different item replaces the sheet.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(PresentationModifier.item(.sheet, item: item, onDismiss: onDismiss, content: content))
    }

    /// Presents a cover over the whole screen while `isPresented` is `true`.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            PresentationModifier.flag(
                .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Presents a cover over the whole screen for `item` while it is not `nil`.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(PresentationModifier.item(.fullScreenCover, item: item, onDismiss: onDismiss, content: content))
    }
}

extension PresentationModifier {
    static func flag(
        _ kind: PresentationModel.Kind, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
        content: @escaping () -> Presented
    ) -> PresentationModifier {
        PresentationModifier(
            kind: kind,
            current: { isPresented.wrappedValue ? (id: AnyHashable(true), description: nil, view: content) : nil },
            dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss, isFlagDriven: true)
    }

    static func item<Item: Identifiable>(
        _ kind: PresentationModel.Kind, item: Binding<Item?>, onDismiss: (() -> Void)?,
        content: @escaping (Item) -> Presented
    ) -> PresentationModifier {
        PresentationModifier(
            kind: kind,
            current: {
                guard let value = item.wrappedValue else { return nil }
                return (id: AnyHashable(value.id), description: ValueDescription.short(value), view: { content(value) })
            },
            dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)
    }
}

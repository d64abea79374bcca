/// The legacy way to dismiss a view: `@Environment(\.presentationMode) var presentationMode`, then
/// `presentationMode.wrappedValue.dismiss()`. It closes the same presentation `dismiss` closes.
public struct PresentationMode {
    /// Whether the view is presented (in a sheet, a cover) or pushed on a navigation stack.
    public let isPresented: Bool
    let action: DismissAction

    /// Dismisses the nearest presentation, or pops the pushed view.
    @MainActor public mutating func dismiss() { action() }
}

extension EnvironmentValues {
    /// A binding to the view's presentation mode, made from `isPresented` and `dismiss`.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, action: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}

extension PresentationMode: CustomRehearsalDescription {
    public var rehearsalDescription: String { "PresentationMode(isPresented: \(isPresented))" }
}

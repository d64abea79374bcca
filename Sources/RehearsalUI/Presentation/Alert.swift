/// The alert of SwiftUI's first releases, returned by `.alert(isPresented:content:)` and `.alert(item:content:)`.
///
/// It is presented as the modern `alert(_:isPresented:actions:message:)` presents one: an `alert` with its
/// message and buttons, each button dismissing it before its action runs.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// The dialog's actions: none gives the `OK` button SwiftUI adds.
    @MainActor var actions: any View {
        buttons.isEmpty ? EmptyView() : _LegacyDialogButtons(buttons: buttons)
    }

    /// An alert with one button (`OK` when none is given).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of a legacy `Alert` or `ActionSheet`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button labelled `Cancel`.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

/// The action sheet of SwiftUI's first releases, presented as a confirmation dialog.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    public typealias Button = Alert.Button
}

/// The buttons of a legacy alert or action sheet, as the views the dialog mounts.
struct _LegacyDialogButtons: View {
    let buttons: [Alert.Button]

    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            RehearsalUI.Button(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}

extension View {
    /// Presents the legacy `Alert` that `content` makes while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return modifier(
            DialogModifier.make(
                .alert, title: LabelText.of(alert.title), isPresented: isPresented,
                actions: alert.actions, message: alert.message))
    }

    /// Presents the legacy `Alert` that `content` makes from `item` while it is not `nil`.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return modifier(
            DialogModifier(
                kind: .alert, title: alert.map { LabelText.of($0.title) } ?? "", titleVisibility: .automatic,
                isShown: { item.wrappedValue != nil },
                content: alert.map { ($0.actions, $0.message) },
                dismiss: { item.wrappedValue = nil }))
    }

    /// Presents the legacy `ActionSheet` that `content` makes while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return modifier(
            DialogModifier.make(
                .confirmationDialog, title: LabelText.of(sheet.title), visibility: .visible,
                isPresented: isPresented, actions: _LegacyDialogButtons(buttons: sheet.buttons), message: sheet.message)
        )
    }

    /// Presents the legacy `ActionSheet` that `content` makes from `item` while it is not `nil`.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        return modifier(
            DialogModifier(
                kind: .confirmationDialog, title: sheet.map { LabelText.of($0.title) } ?? "",
                titleVisibility: .visible, isShown: { item.wrappedValue != nil },
                content: sheet.map { (_LegacyDialogButtons(buttons: $0.buttons), $0.message) },
                dismiss: { item.wrappedValue = nil }))
    }
}

/// The confirmation dialogs driven by an optional item (`confirmationDialog("Delete?", item: $pending) { ... }`):
/// shown while the item is not `nil`, made from it; any button sets it back to `nil`.
extension View {
    public func confirmationDialog<A: View, T>(
        _ title: Text, item: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            DialogModifier.confirmation(
                title: title.plainText, visibility: titleVisibility, item: item, actions: { actions($0) },
                message: nil))
    }

    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, item: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        withoutActuallyEscaping(message) { message in
            modifier(
                DialogModifier.confirmation(
                    title: title.plainText, visibility: titleVisibility, item: item, actions: { actions($0) },
                    message: { message($0) }))
        }
    }

    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, item: Binding<T?>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(Text(titleKey), item: item, titleVisibility: titleVisibility, actions: actions)
    }

    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, item: Binding<T?>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            Text(titleKey), item: item, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, item: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(Text(title), item: item, titleVisibility: titleVisibility, actions: actions)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, item: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            Text(title), item: item, titleVisibility: titleVisibility, actions: actions, message: message)
    }
}

extension DialogModifier {
    /// A confirmation dialog shown while `item` is not `nil`, made from it.
    static func confirmation<T>(
        title: String, visibility: Visibility, item: Binding<T?>, actions: (T) -> any View,
        message: ((T) -> any View)?
    ) -> DialogModifier {
        DialogModifier(
            kind: .confirmationDialog, title: title, titleVisibility: visibility, isShown: { item.wrappedValue != nil },
            content: item.wrappedValue.map { (actions($0), message?($0)) }, dismiss: { item.wrappedValue = nil })
    }
}

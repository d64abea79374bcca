/// The alert modifiers, in every form SwiftUI offers: with a title as a key, a string or a `Text`; with
/// `isPresented:`, `isPresented:presenting:` or `item:`; with or without a message.
extension View {
    /// Presents an alert while `isPresented` is `true`.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            DialogModifier.make(
                .alert, title: titleKey.text, isPresented: isPresented, actions: actions(), message: nil))
    }

    /// Presents an alert with a message while `isPresented` is `true`.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            DialogModifier.make(
                .alert, title: titleKey.text, isPresented: isPresented, actions: actions(), message: message()))
    }

    /// Presents an alert made from `data` while `isPresented` is `true` and `data` is not `nil`.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            DialogModifier.make(
                .alert, title: titleKey.text, isPresented: isPresented, data: data, actions: { actions($0) },
                message: nil))
    }

    /// Presents an alert with a message made from `data` while `isPresented` is `true` and `data` is not `nil`.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        withoutActuallyEscaping(message) { message in
            modifier(
                DialogModifier.make(
                    .alert, title: titleKey.text, isPresented: isPresented, data: data, actions: { actions($0) },
                    message: { message($0) }))
        }
    }

    /// Presents an alert made from `item` while it is not `nil`; any button sets it back to `nil`.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, item: Binding<T?>, @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(DialogModifier.make(.alert, title: titleKey.text, item: item, actions: { actions($0) }, message: nil))
    }

    /// Presents an alert with a message made from `item` while it is not `nil`.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, item: Binding<T?>, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        withoutActuallyEscaping(message) { message in
            modifier(
                DialogModifier.make(
                    .alert, title: titleKey.text, item: item, actions: { actions($0) }, message: { message($0) }))
        }
    }

    /// Presents an alert while `isPresented` is `true`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            DialogModifier.make(
                .alert, title: String(title), isPresented: isPresented, actions: actions(), message: nil))
    }

    /// Presents an alert with a message while `isPresented` is `true`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            DialogModifier.make(
                .alert, title: String(title), isPresented: isPresented, actions: actions(), message: message()))
    }

    /// Presents an alert made from `data` while `isPresented` is `true` and `data` is not `nil`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            DialogModifier.make(
                .alert, title: String(title), isPresented: isPresented, data: data, actions: { actions($0) },
                message: nil))
    }

    /// Presents an alert with a message made from `data` while `isPresented` is `true` and `data` is not `nil`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        withoutActuallyEscaping(message) { message in
            modifier(
                DialogModifier.make(
                    .alert, title: String(title), isPresented: isPresented, data: data, actions: { actions($0) },
                    message: { message($0) }))
        }
    }

    /// Presents an alert made from `item` while it is not `nil`; any button sets it back to `nil`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, item: Binding<T?>, @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(DialogModifier.make(.alert, title: String(title), item: item, actions: { actions($0) }, message: nil))
    }

    /// Presents an alert with a message made from `item` while it is not `nil`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, item: Binding<T?>, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        withoutActuallyEscaping(message) { message in
            modifier(
                DialogModifier.make(
                    .alert, title: String(title), item: item, actions: { actions($0) }, message: { message($0) }))
        }
    }

    /// Presents an alert while `isPresented` is `true`.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(
            DialogModifier.make(
                .alert, title: title.plainText, isPresented: isPresented, actions: actions(), message: nil))
    }

    /// Presents an alert with a message while `isPresented` is `true`.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            DialogModifier.make(
                .alert, title: title.plainText, isPresented: isPresented, actions: actions(), message: message()))
    }

    /// Presents an alert made from `data` while `isPresented` is `true` and `data` is not `nil`.
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            DialogModifier.make(
                .alert, title: title.plainText, isPresented: isPresented, data: data, actions: { actions($0) },
                message: nil))
    }

    /// Presents an alert with a message made from `data` while `isPresented` is `true` and `data` is not `nil`.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        withoutActuallyEscaping(message) { message in
            modifier(
                DialogModifier.make(
                    .alert, title: title.plainText, isPresented: isPresented, data: data, actions: { actions($0) },
                    message: { message($0) }))
        }
    }

    /// Presents an alert made from `item` while it is not `nil`; any button sets it back to `nil`.
    public func alert<A: View, T>(_ title: Text, item: Binding<T?>, @ViewBuilder actions: (T) -> A) -> some View {
        modifier(
            DialogModifier.make(.alert, title: title.plainText, item: item, actions: { actions($0) }, message: nil))
    }

    /// Presents an alert with a message made from `item` while it is not `nil`.
    public func alert<A: View, M: View, T>(
        _ title: Text, item: Binding<T?>, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        withoutActuallyEscaping(message) { message in
            modifier(
                DialogModifier.make(
                    .alert, title: title.plainText, item: item, actions: { actions($0) }, message: { message($0) }))
        }
    }

}

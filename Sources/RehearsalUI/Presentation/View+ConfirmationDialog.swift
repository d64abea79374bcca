/// The confirmation dialog modifiers: a title as a key, a string or a `Text`; with `isPresented:` or
/// `isPresented:presenting:`; with or without a message.
extension View {
    /// Presents a confirmation dialog while `isPresented` is `true`.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            DialogModifier.make(
                .confirmationDialog, title: titleKey.text, visibility: titleVisibility, isPresented: isPresented,
                actions: actions(), message: nil))
    }

    /// Presents a confirmation dialog with a message while `isPresented` is `true`.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            DialogModifier.make(
                .confirmationDialog, title: titleKey.text, visibility: titleVisibility, isPresented: isPresented,
                actions: actions(), message: message()))
    }

    /// Presents a confirmation dialog made from `data` while `isPresented` is `true` and `data` is not `nil`.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            DialogModifier.make(
                .confirmationDialog, title: titleKey.text, visibility: titleVisibility, isPresented: isPresented,
                data: data,
                actions: { actions($0) }, message: nil))
    }

    /// Presents a confirmation dialog with a message made from `data`.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        withoutActuallyEscaping(message) { message in
            modifier(
                DialogModifier.make(
                    .confirmationDialog, title: titleKey.text, visibility: titleVisibility, isPresented: isPresented,
                    data: data, actions: { actions($0) }, message: { message($0) }))
        }
    }

    /// Presents a confirmation dialog while `isPresented` is `true`.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            DialogModifier.make(
                .confirmationDialog, title: String(title), visibility: titleVisibility, isPresented: isPresented,
                actions: actions(), message: nil))
    }

    /// Presents a confirmation dialog with a message while `isPresented` is `true`.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            DialogModifier.make(
                .confirmationDialog, title: String(title), visibility: titleVisibility, isPresented: isPresented,
                actions: actions(), message: message()))
    }

    /// Presents a confirmation dialog made from `data` while `isPresented` is `true` and `data` is not `nil`.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            DialogModifier.make(
                .confirmationDialog, title: String(title), visibility: titleVisibility, isPresented: isPresented,
                data: data,
                actions: { actions($0) }, message: nil))
    }

    /// Presents a confirmation dialog with a message made from `data`.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        withoutActuallyEscaping(message) { message in
            modifier(
                DialogModifier.make(
                    .confirmationDialog, title: String(title), visibility: titleVisibility, isPresented: isPresented,
                    data: data, actions: { actions($0) }, message: { message($0) }))
        }
    }

    /// Presents a confirmation dialog while `isPresented` is `true`.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            DialogModifier.make(
                .confirmationDialog, title: title.plainText, visibility: titleVisibility, isPresented: isPresented,
                actions: actions(), message: nil))
    }

    /// Presents a confirmation dialog with a message while `isPresented` is `true`.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            DialogModifier.make(
                .confirmationDialog, title: title.plainText, visibility: titleVisibility, isPresented: isPresented,
                actions: actions(), message: message()))
    }

    /// Presents a confirmation dialog made from `data` while `isPresented` is `true` and `data` is not `nil`.
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            DialogModifier.make(
                .confirmationDialog, title: title.plainText, visibility: titleVisibility, isPresented: isPresented,
                data: data,
                actions: { actions($0) }, message: nil))
    }

    /// Presents a confirmation dialog with a message made from `data`.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        withoutActuallyEscaping(message) { message in
            modifier(
                DialogModifier.make(
                    .confirmationDialog, title: title.plainText, visibility: titleVisibility, isPresented: isPresented,
                    data: data, actions: { actions($0) }, message: { message($0) }))
        }
    }

}

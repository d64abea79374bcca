import Foundation

/// The alerts that present an error: titled with its `errorDescription`, shown while `isPresented` is
/// `true` and the error is not `nil`.
extension View {
    /// Presents an alert for `error`, titled with its description.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            DialogModifier.make(
                .alert, title: error?.errorDescription ?? "", isPresented: isPresented, data: error,
                actions: { _ in actions() }, message: nil))
    }

    /// Presents an alert for `error`, titled with its description, with a message made from it.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        withoutActuallyEscaping(message) { message in
            modifier(
                DialogModifier.make(
                    .alert, title: error?.errorDescription ?? "", isPresented: isPresented, data: error,
                    actions: { actions($0) }, message: { message($0) }))
        }
    }
}

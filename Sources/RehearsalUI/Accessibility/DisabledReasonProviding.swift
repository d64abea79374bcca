/// A view that can say why its element is disabled, for interaction errors: a link outside a stack.
@MainActor package protocol DisabledReasonProviding {
    /// Why the element is disabled, as a clause ("it is not inside a NavigationStack"), with the fix as an
    /// instruction ("wrap the screen in NavigationStack { ... }"); `nil` when the view cannot say.
    func disabledReason(in node: GraphNode) -> (because: String, fix: String)?
}

// `@_inheritActorContext`, as on `Task.init`, makes a closure written in a view's body isolated to the main
// actor like the body, so it can read and write the view's state; SwiftUI's declarations carry it too.
extension View {
    /// Adds an asynchronous task to perform when this view appears; it is cancelled when the view disappears.
    public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        modifier(TaskModifier<Never>(id: nil, priority: priority, action: TaskAction(action)))
    }

    /// Adds a task to perform when this view appears, cancelled and started again whenever `id` changes.
    ///
    /// The id is compared with `==` each time the view that wrote the modifier is updated.
    public func task<T: Equatable>(
        id value: T,
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: TaskAction(action)))
    }
}

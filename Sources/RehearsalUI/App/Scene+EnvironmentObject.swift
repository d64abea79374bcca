extension Scene {
    /// Injects an `ObservableObject` into every window of this scene (and the app's menu commands, which share
    /// the window's environment), found by `@EnvironmentObject` of its type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        _ModifiedScene(content: self, transform: { AnyView(erasing: $0)!.environmentObject(object) })
    }
}

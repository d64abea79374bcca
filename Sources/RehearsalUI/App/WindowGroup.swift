/// A scene that shows the same view in each of its windows; headless, there is one window.
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never

    let title: String?
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        title = nil
        self.content = content()
    }

    public init(id: String, @ViewBuilder content: () -> Content) {
        title = nil
        self.content = content()
    }

    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.title = title.text
        self.content = content()
    }

    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.title = title.text
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }
}

extension WindowGroup: PrimitiveScene {
    package func collectWindows(into windows: inout [SceneWindows.Window]) {
        windows.append(SceneWindows.Window(title: title, content: content))
    }
}

/// A scene that modifies the content of the windows inside it (`.environment` on a scene).
public struct _ModifiedScene<Content: Scene>: Scene {
    public typealias Body = Never

    let content: Content
    let transform: @MainActor (any View) -> any View
}

extension _ModifiedScene: PrimitiveScene {
    package func collectWindows(into windows: inout [SceneWindows.Window]) {
        var inner: [SceneWindows.Window] = []
        SceneWindows.visit(content, into: &inner)
        for var window in inner {
            window.content = transform(window.content)
            let inside = window.wrap
            window.wrap = { [transform] view in transform(inside(view)) }
            windows.append(window)
        }
    }

    package func collectIgnored(into names: inout [String]) {
        names += SceneWindows.ignored(in: content)
    }
}

extension Scene {
    /// Sets an environment value for every window of this scene.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        _ModifiedScene(content: self, transform: { AnyView(erasing: $0)!.environment(keyPath, value) })
    }

    /// Injects an `@Observable` object into every window of this scene.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        _ModifiedScene(content: self, transform: { AnyView(erasing: $0)!.environment(object) })
    }
}

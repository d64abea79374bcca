/// Part of an app's interface with its own life cycle, such as a window, as SwiftUI's `Scene`.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene is made of.
    associatedtype Body: Scene

    /// The content of this scene.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Built-in scenes have no body: the app launcher reads them directly.
    public var body: Never {
        fatalError("\(Self.self) is a primitive scene; its body must not be evaluated")
    }
}

/// A built-in scene that lists its windows for the launcher.
@MainActor package protocol PrimitiveScene {
    func collectWindows(into windows: inout [SceneWindows.Window])
    /// Appends the names of the scenes inside it that a headless app ignores.
    func collectIgnored(into names: inout [String])
}

extension PrimitiveScene {
    package func collectIgnored(into names: inout [String]) {}
}

/// Finds the windows of a scene, in the order the app declares them.
@MainActor package enum SceneWindows {
    /// One window: its title (if any) and the view it shows.
    package struct Window {
        package var title: String?
        package var content: any View
        /// What the scenes around the window do to its content (`.environment(...)` on a scene), for views
        /// that share the window's environment: the app's menu commands.
        package var wrap: @MainActor (any View) -> any View = { $0 }
    }

    package static func collect(_ scene: any Scene) -> [Window] {
        var windows: [Window] = []
        visit(scene, into: &windows)
        return windows
    }

    static func visit(_ scene: any Scene, into windows: inout [Window]) {
        if let primitive = scene as? any PrimitiveScene {
            primitive.collectWindows(into: &windows)
        } else if scene is any IgnoredScene {
            return
        } else {
            visit(scene.body, into: &windows)
        }
    }

    /// The scenes and commands of `scene` that a headless app does not show, in the order written.
    package static func ignored(in scene: any Scene) -> [String] {
        if let ignored = scene as? any IgnoredScene { return ignored.ignoredNames }
        if let primitive = scene as? any PrimitiveScene {
            var names: [String] = []
            primitive.collectIgnored(into: &names)
            return names
        }
        return ignored(in: scene.body)
    }
}

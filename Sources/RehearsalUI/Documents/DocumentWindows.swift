/// Finds the `DocumentGroup`s of an app's scenes, for the shell to open: each one a window that starts with a
/// new, untitled document (a viewer with the document read from an empty file). Nothing is built until a
/// window is made, so listing an app's document groups calls none of its documents' initialisers.
@MainActor package enum DocumentWindows {
    /// One document group of an app.
    package struct Window {
        /// Whether the group only views documents (`DocumentGroup(viewing:)`).
        package let isViewer: Bool
        /// The document's type, as code writes it: `NoteDocument`.
        package let documentTypeName: String
        /// Makes the window's content, with the scene modifiers written around the group applied.
        package let make: @MainActor () -> any View
    }

    /// The document groups of `scene`, in the order the app declares them.
    package static func collect(_ scene: any Scene) -> [Window] {
        var windows: [Window] = []
        visit(scene, transform: { $0 }, into: &windows)
        return windows
    }

    private static func visit(
        _ scene: any Scene, transform: @escaping @MainActor (any View) -> any View, into windows: inout [Window]
    ) {
        if let group = scene as? any DocumentScene {
            let window = group.documentWindow
            windows.append(
                Window(
                    isViewer: window.isViewer, documentTypeName: window.documentTypeName,
                    make: { transform(window.make()) }))
        } else if let container = scene as? any SceneContainer {
            let inner = container.sceneTransform
            for child in container.containedScenes {
                visit(child, transform: { view in transform(inner(view)) }, into: &windows)
            }
        } else if scene is any PrimitiveScene || scene is any IgnoredScene {
            return
        } else {
            visit(scene.body, transform: transform, into: &windows)
        }
    }
}

/// A scene the shell can open as a document window: a `DocumentGroup`.
@MainActor protocol DocumentScene {
    var documentWindow: DocumentWindows.Window { get }
}

/// A built-in scene that holds other scenes: a builder block, an `if`, a scene with commands or modifiers.
@MainActor protocol SceneContainer {
    var containedScenes: [any Scene] { get }
    /// What the container does to the windows of its scenes (`.environment` on a scene).
    var sceneTransform: @MainActor (any View) -> any View { get }
}

extension SceneContainer {
    var sceneTransform: @MainActor (any View) -> any View { { $0 } }
}

extension _TupleScene: SceneContainer {
    var containedScenes: [any Scene] { scenes }
}

extension _OptionalScene: SceneContainer {
    var containedScenes: [any Scene] { scene.map { [$0] } ?? [] }
}

extension _CommandsScene: SceneContainer {
    var containedScenes: [any Scene] { [content] }
}

extension _ModifiedScene: SceneContainer {
    var containedScenes: [any Scene] { [content] }
    var sceneTransform: @MainActor (any View) -> any View { transform }
}

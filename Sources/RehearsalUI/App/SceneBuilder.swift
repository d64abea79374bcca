/// Builds scenes from the statements of an app's `body`, as SwiftUI's `SceneBuilder` does.
@MainActor @resultBuilder
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        return _TupleScene(scenes: scenes)
    }

    // Not generic: an `if` without `else` also calls it with `nil` alone, where nothing could infer a type.
    public static func buildOptional(_ content: (any Scene)?) -> _OptionalScene {
        _OptionalScene(scene: content)
    }

    public static func buildEither<Content: Scene>(first: Content) -> _OptionalScene {
        _OptionalScene(scene: first)
    }

    public static func buildEither<Content: Scene>(second: Content) -> _OptionalScene {
        _OptionalScene(scene: second)
    }

    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> _OptionalScene {
        _OptionalScene(scene: content)
    }
}

/// The scenes of a builder block, in order.
public struct _TupleScene: Scene {
    public typealias Body = Never

    let scenes: [any Scene]
}

extension _TupleScene: PrimitiveScene {
    package func collectWindows(into windows: inout [SceneWindows.Window]) {
        for scene in scenes { SceneWindows.visit(scene, into: &windows) }
    }

    package func collectIgnored(into names: inout [String]) {
        for scene in scenes { names += SceneWindows.ignored(in: scene) }
    }
}

/// A scene that a builder's `if` or `switch` may have left out.
public struct _OptionalScene: Scene {
    public typealias Body = Never

    let scene: (any Scene)?
}

extension _OptionalScene: PrimitiveScene {
    package func collectWindows(into windows: inout [SceneWindows.Window]) {
        if let scene { SceneWindows.visit(scene, into: &windows) }
    }

    package func collectIgnored(into names: inout [String]) {
        if let scene { names += SceneWindows.ignored(in: scene) }
    }
}

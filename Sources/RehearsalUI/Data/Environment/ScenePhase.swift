/// A scene's operational state, as SwiftUI's `ScenePhase`: read with `@Environment(\.scenePhase)`, usually to save
/// when the app leaves the foreground (`.onChange(of: scenePhase)`).
///
/// A preview runs as a scene on screen, so the phase is `.active` unless a view sets it with
/// `.environment(\.scenePhase, ...)`. The cases are ordered as SwiftUI orders them: background, inactive, active.
public enum ScenePhase: Comparable, Hashable, Sendable, CaseIterable {
    /// The scene is not on screen.
    case background
    /// The scene is in the foreground but should pause its work.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}

struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
    /// The phase of the scene that holds the view; `.active` by default.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

package import RehearsalUI

/// The app whose scene a preview shows (`App/New Document`, `App/Window`), which gives the preview its menu
/// commands: the window and the commands come from one instance of the app, made at each `open` and kept through
/// `env`, so the app's own `@State` and `@StateObject` (what its scenes inject) live on when a stub changes.
@MainActor package final class AppScene {
    /// The app's type name without its module: `StoryApp`, the name of the app menu.
    package let name: String
    fileprivate let type: any App.Type
    /// Which of the app's windows (`SceneWindows.collect`) the preview shows, when it shows one.
    private let window: Int?
    private var instance: (any App)?
    private var context: AppMenuContext?
    /// Whether the window is made again from the instance made at the open (`env`), instead of a new one.
    private var keepsInstance = false

    init(_ type: any App.Type, window: Int? = nil) {
        self.type = type
        self.window = window
        name = ShortTypeName.of(type)
    }

    /// A new instance of the app, kept for the commands mounted beside its window.
    package func makeApp() -> any App {
        let app = type.init()
        instance = app
        return app
    }

    /// The app the window is made from: the instance made at the open while `keepingInstance(_:)` runs (a stub
    /// applied by `env`), else a new one (`open`, `reset`, a replay).
    package func appForWindow() -> any App {
        if keepsInstance, let instance { return instance }
        return makeApp()
    }

    /// Runs `make` with the window made from the app's current instance, as `env` wants.
    package func keepingInstance<Result, Failure: Error>(
        _ make: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        keepsInstance = true
        defer { keepsInstance = false }
        return try make()
    }

    /// The views that hold the app's commands, or `nil` when it declares none (`.commands { }`).
    /// The views see the window's environment: what the scenes around the window set (`.environment(...)`,
    /// `.environmentObject(...)` on a scene) is set for them too.
    package func commandsView() -> (any View)? {
        let app = instance ?? makeApp()
        let body = app.body
        guard !CommandsContent.commands(in: body).isEmpty else { return nil }
        let wrap = window.flatMap { SceneWindows.collect(body).dropFirst($0).first?.wrap } ?? { $0 }
        return wrap(CommandsContent.app(app))
    }

    /// What the menu bar needs to know of the app: its name, whether it has a `Settings` scene, the window's title.
    package var menuContext: AppMenuContext {
        if let context { return context }
        let body = (instance ?? type.init()).body
        let title = window.flatMap { SceneWindows.collect(body).dropFirst($0).first?.title }
        let made = AppMenuContext(
            appName: name, hasSettings: SceneWindows.ignored(in: body).contains("Settings"), windowTitle: title)
        context = made
        return made
    }
}

extension AppScene {
    /// Whether the app declares menu commands (`.commands { }` on any of its scenes), asked of a new instance.
    package var hasCommands: Bool { !CommandsContent.commands(in: type.init().body).isEmpty }
}

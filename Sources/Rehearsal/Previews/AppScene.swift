package import RehearsalUI

/// The app whose scene a preview shows (`App/New Document`, `App/Window`), which gives the preview its menu
/// commands: the window and the commands come from one instance of the app, made at each `open`.
@MainActor package final class AppScene {
    /// The app's type name without its module: `StoryApp`, the name of the app menu.
    package let name: String
    fileprivate let type: any App.Type
    private var instance: (any App)?

    init(_ type: any App.Type) {
        self.type = type
        name = ShortTypeName.of(type)
    }

    /// A new instance of the app, kept for the commands mounted beside its window.
    package func makeApp() -> any App {
        let app = type.init()
        instance = app
        return app
    }

    /// The views that hold the app's commands, or `nil` when it declares none (`.commands { }`).
    package func commandsView() -> (any View)? {
        let app = instance ?? makeApp()
        guard !CommandsContent.commands(in: app.body).isEmpty else { return nil }
        return CommandsContent.app(app)
    }
}

extension AppScene {
    /// Whether the app declares menu commands (`.commands { }` on any of its scenes), asked of a new instance.
    package var hasCommands: Bool { !CommandsContent.commands(in: type.init().body).isEmpty }
}

/// Turns an app's commands into views the graph mounts beside the window (`ViewGraph.mountCommands`), so their
/// buttons get elements (title, `.disabled`, action) and their `@FocusedValue`s are linked and tracked.
@MainActor package enum CommandsContent {
    /// The view that holds `commands`: a built-in group's own, or a custom `Commands` evaluated like a view.
    package static func view(of commands: any Commands) -> any View {
        if let primitive = commands as? any PrimitiveCommands { return primitive.commandsContent }
        return custom(commands)
    }

    private static func custom<C: Commands>(_ commands: C) -> any View { _CustomCommands(commands: commands) }

    /// The commands of every scene of `app` (SwiftUI puts every scene's commands in the one menu bar), held by
    /// a view whose body evaluates the app's `body` again when what it reads changes (an `@FocusedValue` of the
    /// app itself), so the app's own properties are linked as a view's are.
    package static func app(_ app: any App) -> any View { appView(app) }

    private static func appView<A: App>(_ app: A) -> any View { _AppCommands(app: app) }

    /// The commands attached to `scene` and the scenes inside it, in the order written.
    package static func commands(in scene: any Scene) -> [any Commands] {
        if let attached = scene as? any CommandsAttaching {
            return commands(in: attached.attachedContent) + [attached.attachedCommands]
        }
        if let container = scene as? any SceneContainer { return container.containedScenes.flatMap(commands(in:)) }
        if scene is any PrimitiveScene || scene is any IgnoredScene { return [] }
        return commands(in: scene.body)
    }
}

/// A scene with commands attached (`.commands { }`).
@MainActor protocol CommandsAttaching {
    var attachedContent: any Scene { get }
    var attachedCommands: any Commands { get }
}

/// The commands of an app, as a view: the graph links the app's dynamic properties (`@FocusedValue` declared on
/// the app) to this node, and evaluates the app's body again when they change.
public struct _AppCommands<A: App>: View, NamedAfterContent {
    let app: A

    public var body: some View {
        _CommandsList(children: CommandsContent.commands(in: app.body).map(CommandsContent.view(of:)))
    }

    nonisolated static var contentType: Any.Type { A.self }
}

/// A custom `Commands` as a view: its properties are linked as a view's, its body becomes the views it holds.
public struct _CustomCommands<C: Commands>: View, NamedAfterContent {
    let commands: C

    public var body: some View { AnyView(erasing: CommandsContent.view(of: commands.body))! }

    nonisolated static var contentType: Any.Type { C.self }
}

/// The views of several commands, each keyed by its position.
public struct _CommandsList: View, PrimitiveView {
    public typealias Body = Never

    let children: [any View]

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        for (index, child) in self.children.enumerated() { children.append(child, key: .index(index)) }
    }
}

/// The items of one `CommandMenu` or `CommandGroup`: its content, under the menu it belongs to.
public struct _CommandMenuContent<Content: View>: View, PrimitiveView, CommandMenuHolder {
    public typealias Body = Never

    let menu: CommandMenuPlacement
    let content: Content

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        children.append(content, key: .index(0))
    }
}

/// Where a group of command items goes: a menu of the app's own, or a standard group of a system menu.
package enum CommandMenuPlacement: Equatable {
    /// `CommandMenu("Story")`.
    case custom(String)
    /// `CommandGroup(after: .sidebar)`: the group, and where its items go relative to the group's own.
    case group(CommandGroupPlacement, position: CommandGroupPosition)
}

/// A view that starts a menu's items.
@MainActor protocol CommandMenuHolder {
    var menu: CommandMenuPlacement { get }
}

/// The system's standard commands (`SidebarCommands()`): named, with no items a headless app can run.
public struct _StandardCommandsContent: View, PrimitiveView {
    public typealias Body = Never

    let name: String

    package func update(_ node: GraphNode, _ children: inout ChildList) {}
}

/// A wrapper view that the tree, `explain` and `state` name after the type it holds (`StoryCommands`).
protocol NamedAfterContent {
    static var contentType: Any.Type { get }
}

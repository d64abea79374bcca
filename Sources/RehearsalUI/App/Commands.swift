/// A group of menu commands of an app, as SwiftUI's `Commands`; a headless app has no menu bar, so an
/// app's commands are accepted, listed on the line that names what `main()` ignored, and not run.
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands this one is made of.
    associatedtype Body: Commands

    /// The content of these commands.
    @CommandsBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// Built-in commands have no body.
    public var body: Never {
        fatalError("\(Self.self) is a primitive command group; its body must not be evaluated")
    }
}

/// Built-in commands that say how the headless launcher names them.
@MainActor package protocol PrimitiveCommands {
    /// The commands as written: `CommandMenu "Tools"`, `CommandGroup(after: .newItem)`.
    var commandNames: [String] { get }
    /// The views that hold these commands' items, mounted beside the window so `commands` can list and run
    /// them (`CommandsContent`).
    var commandsContent: any View { get }
}

/// The names of a group of commands, in the order written.
@MainActor package enum CommandNames {
    package static func of(_ commands: any Commands) -> [String] {
        if let primitive = commands as? any PrimitiveCommands { return primitive.commandNames }
        // A body that reads dynamic properties (`@EnvironmentObject`, `@FocusedValue`) may only run once the graph
        // has linked them (an unlinked `@EnvironmentObject` traps, as in SwiftUI): such a type is named, not run,
        // and so is every custom type when its fields cannot be read (the `fields` start-up check failed).
        let named = type(of: commands)
        if !FieldWalkCheck.isReadable || !DynamicProperties.fields(of: named).isEmpty {
            return [ViewTypeName.of(named)]
        }
        return of(commands.body)
    }
}

/// Builds commands from the statements of a `commands` block, as SwiftUI's `CommandsBuilder`.
@MainActor @resultBuilder
public enum CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _TupleCommands {
        var all: [any Commands] = []
        for commands in repeat each content { all.append(commands) }
        return _TupleCommands(children: all)
    }

    public static func buildOptional<Content: Commands>(_ content: Content?) -> _TupleCommands {
        _TupleCommands(children: content.map { [$0] } ?? [])
    }

    public static func buildEither<Content: Commands>(first: Content) -> _TupleCommands {
        _TupleCommands(children: [first])
    }

    public static func buildEither<Content: Commands>(second: Content) -> _TupleCommands {
        _TupleCommands(children: [second])
    }

    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> _TupleCommands {
        _TupleCommands(children: [content])
    }
}

/// The commands of a builder block.
public struct _TupleCommands: Commands, PrimitiveCommands {
    public typealias Body = Never

    let children: [any Commands]

    package var commandNames: [String] { children.flatMap(CommandNames.of) }

    package var commandsContent: any View { _CommandsList(children: children.map(CommandsContent.view(of:))) }
}

/// No commands.
public struct EmptyCommands: Commands, PrimitiveCommands {
    public typealias Body = Never

    public init() {}

    package var commandNames: [String] { [] }

    package var commandsContent: any View { EmptyView() }
}

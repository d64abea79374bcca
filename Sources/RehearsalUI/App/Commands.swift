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
}

/// The names of a group of commands, in the order written.
@MainActor package enum CommandNames {
    package static func of(_ commands: any Commands) -> [String] {
        if let primitive = commands as? any PrimitiveCommands { return primitive.commandNames }
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
        var names: [String] = []
        for commands in repeat each content { names += CommandNames.of(commands) }
        return _TupleCommands(commandNames: names)
    }

    public static func buildOptional<Content: Commands>(_ content: Content?) -> _TupleCommands {
        _TupleCommands(commandNames: content.map(CommandNames.of) ?? [])
    }

    public static func buildEither<Content: Commands>(first: Content) -> _TupleCommands {
        _TupleCommands(commandNames: CommandNames.of(first))
    }

    public static func buildEither<Content: Commands>(second: Content) -> _TupleCommands {
        _TupleCommands(commandNames: CommandNames.of(second))
    }

    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> _TupleCommands {
        _TupleCommands(commandNames: CommandNames.of(content))
    }
}

/// The commands of a builder block.
public struct _TupleCommands: Commands, PrimitiveCommands {
    public typealias Body = Never

    package let commandNames: [String]
}

/// No commands.
public struct EmptyCommands: Commands, PrimitiveCommands {
    public typealias Body = Never

    public init() {}

    package var commandNames: [String] { [] }
}

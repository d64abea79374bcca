/// Commands that replace, or go before or after, a standard group of a menu, as SwiftUI's `CommandGroup`.
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
    public typealias Body = Never

    let position: CommandGroupPosition
    let group: CommandGroupPlacement
    let content: Content

    /// The group as written: `replacing: .newItem`.
    var placement: String { "\(position): \(group)" }

    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        position = .replacing
        self.group = group
        content = addition()
    }

    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        position = .before
        self.group = group
        content = addition()
    }

    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        position = .after
        self.group = group
        content = addition()
    }

    package var commandNames: [String] { ["CommandGroup(\(placement))"] }

    package var commandsContent: any View {
        _CommandMenuContent(menu: .group(group, position: position), content: content)
    }
}

/// Where a `CommandGroup`'s items go relative to the standard group it names.
package enum CommandGroupPosition: String, Sendable {
    /// Before the group's own items.
    case before
    /// Instead of the group's own items (an empty group removes them).
    case replacing
    /// After the group's own items.
    case after
}

/// A standard group of menu commands, printed as written (`.newItem`).
public struct CommandGroupPlacement: Hashable, Sendable, CustomStringConvertible {
    let name: String

    public var description: String { "." + name }

    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowList = CommandGroupPlacement(name: "windowList")
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
}

/// The standard commands SwiftUI offers by type (`SidebarCommands()`), accepted and named.
public struct SidebarCommands: Commands, PrimitiveCommands {
    public typealias Body = Never
    public init() {}
    package var commandNames: [String] { ["SidebarCommands"] }
    package var commandsContent: any View { _StandardCommandsContent(name: "SidebarCommands") }
}

/// The toolbar's standard commands.
public struct ToolbarCommands: Commands, PrimitiveCommands {
    public typealias Body = Never
    public init() {}
    package var commandNames: [String] { ["ToolbarCommands"] }
    package var commandsContent: any View { _StandardCommandsContent(name: "ToolbarCommands") }
}

/// The standard text-editing commands.
public struct TextEditingCommands: Commands, PrimitiveCommands {
    public typealias Body = Never
    public init() {}
    package var commandNames: [String] { ["TextEditingCommands"] }
    package var commandsContent: any View { _StandardCommandsContent(name: "TextEditingCommands") }
}

/// The standard text-formatting commands.
public struct TextFormattingCommands: Commands, PrimitiveCommands {
    public typealias Body = Never
    public init() {}
    package var commandNames: [String] { ["TextFormattingCommands"] }
    package var commandsContent: any View { _StandardCommandsContent(name: "TextFormattingCommands") }
}

/// The standard inspector commands: Show/Hide Inspector (ctrl+cmd+i) in the View menu.
public struct InspectorCommands: Commands, PrimitiveCommands {
    public typealias Body = Never
    public init() {}
    package var commandNames: [String] { ["InspectorCommands"] }
    package var commandsContent: any View { _StandardCommandsContent(name: "InspectorCommands") }
}

/// A menu of its own in the app's menu bar, as SwiftUI's `CommandMenu`; headless, its items are listed and run
/// by the shell's `commands`, `command` and `shortcut`.
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
    public typealias Body = Never

    let name: String
    let content: Content

    public init(_ name: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.name = name.text
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.name = String(name)
        self.content = content()
    }

    package var commandNames: [String] { ["CommandMenu \(ValueDescription.short(name))"] }

    package var commandsContent: any View { _CommandMenuContent(menu: .custom(name), content: content) }
}

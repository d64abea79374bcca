/// A scene a headless app cannot show (a settings window, a menu bar extra, an app's menu commands): the
/// launcher mounts none of them and names them on one line after the tree.
@MainActor package protocol IgnoredScene {
    /// The scene as written: `Settings`, `MenuBarExtra "Status"`.
    var ignoredNames: [String] { get }
}

/// The app's settings window (macOS), as SwiftUI's `Settings`.
public struct Settings<Content: View>: Scene, IgnoredScene {
    public typealias Body = Never

    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    package var ignoredNames: [String] { ["Settings"] }
}

/// An item in the system menu bar (macOS), as SwiftUI's `MenuBarExtra`.
public struct MenuBarExtra<Label: View, Content: View>: Scene, IgnoredScene {
    public typealias Body = Never

    let title: String
    let content: Content

    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
    ) where Label == RehearsalUI.Label<Text, Image> {
        title = titleKey.text
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content)
    where Label == RehearsalUI.Label<Text, Image> {
        title = titleKey.text
        self.content = content()
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        title = LabelText.of(label())
        self.content = content()
    }

    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        title = LabelText.of(label())
        self.content = content()
    }

    package var ignoredNames: [String] { ["MenuBarExtra \(ValueDescription.short(title))"] }
}

/// A scene with commands attached (`.commands { }`): its windows show, its commands are named.
public struct _CommandsScene<Content: Scene>: Scene, PrimitiveScene {
    public typealias Body = Never

    let content: Content
    let names: [String]
    /// The commands as written, for the shell's `commands` (`CommandsContent`).
    let commands: any Commands

    package func collectWindows(into windows: inout [SceneWindows.Window]) {
        SceneWindows.visit(content, into: &windows)
    }
}

extension _CommandsScene: IgnoredScene {
    package var ignoredNames: [String] { SceneWindows.ignored(in: content) + names }
}

extension _CommandsScene: CommandsAttaching {
    var attachedContent: any Scene { content }
    var attachedCommands: any Commands { commands }
}

extension Scene {
    /// Adds menu commands to the app while this scene is active; headless, they are named, not shown.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        let commands = content()
        return _CommandsScene(content: self, names: CommandNames.of(commands), commands: commands)
    }

    /// Sets the size of a new window (macOS); headless, there are no window sizes, so it is accepted.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }

    /// Sets the size of a new window; accepted.
    public func defaultSize(_ size: CGSize) -> some Scene { self }

    /// Sets how a window may be resized; accepted.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }

    /// Sets the style of a window; accepted.
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene { self }

    /// Sets where a new window appears; accepted.
    public func defaultPosition(_ position: UnitPoint) -> some Scene { self }

    /// Sets the style of a window's toolbar; accepted.
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene { self }

    /// Removes the menu commands this scene would add; accepted (headless, there are none).
    public func commandsRemoved() -> some Scene { self }

    /// Replaces the menu commands this scene would add; headless, the new ones are named, not shown.
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        let commands = content()
        return _CommandsScene(content: self, names: CommandNames.of(commands), commands: commands)
    }

    /// Says which external events (URLs) this scene handles; accepted.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }

    /// A key that opens this scene's window (macOS); accepted.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some Scene { self }
}

/// The style of a window's toolbar, as SwiftUI's `WindowToolbarStyle`.
public protocol WindowToolbarStyle {}

/// The platform's toolbar style.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle { public init() {} }
/// A toolbar merged with the title bar.
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
    public init() {}
    public init(showsTitle: Bool) {}
}
/// A smaller toolbar merged with the title bar.
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
    public init() {}
    public init(showsTitle: Bool) {}
}
/// A toolbar below the title.
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle { public init() {} }

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
    public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
    public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { UnifiedCompactWindowToolbarStyle() }
    public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
        UnifiedCompactWindowToolbarStyle()
    }
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
    public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}

/// How a window may be resized, as SwiftUI's `WindowResizability`.
public struct WindowResizability: Sendable {
    let name: String

    public static let automatic = WindowResizability(name: "automatic")
    public static let contentSize = WindowResizability(name: "contentSize")
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

/// The style of a window's frame, as SwiftUI's `WindowStyle`.
public protocol WindowStyle {}

/// The platform's window style.
public struct DefaultWindowStyle: WindowStyle { public init() {} }
/// A window with a title bar.
public struct TitleBarWindowStyle: WindowStyle { public init() {} }
/// A window whose title bar is hidden.
public struct HiddenTitleBarWindowStyle: WindowStyle { public init() {} }
/// A window without a frame.
public struct PlainWindowStyle: WindowStyle { public init() {} }

extension WindowStyle where Self == DefaultWindowStyle {
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension WindowStyle where Self == PlainWindowStyle {
    public static var plain: PlainWindowStyle { PlainWindowStyle() }
}

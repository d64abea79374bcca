/// A key and modifiers that trigger a button (`.keyboardShortcut("s", modifiers: .command)`); kept as an
/// attribute, since a headless session has no keyboard.
public struct KeyboardShortcut: Hashable, Sendable, CustomStringConvertible {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the default button of a dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the cancel button of a dialog.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    public var description: String {
        if self == .defaultAction { return ".defaultAction" }
        if self == .cancelAction { return ".cancelAction" }
        return modifiers == .command ? key.description : "\(key), modifiers: \(modifiers)"
    }
}

/// A key, by the character it types or its name.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral, CustomStringConvertible {
    public var character: Character
    let name: String?

    public init(_ character: Character) {
        self.character = character
        name = nil
    }

    public init(extendedGraphemeClusterLiteral value: Character) { self.init(value) }

    init(_ character: Character, name: String) {
        self.character = character
        self.name = name
    }

    public static let `return` = KeyEquivalent("\r", name: ".return")
    public static let escape = KeyEquivalent("\u{1B}", name: ".escape")
    public static let delete = KeyEquivalent("\u{8}", name: ".delete")
    public static let deleteForward = KeyEquivalent("\u{7F}", name: ".deleteForward")
    public static let tab = KeyEquivalent("\t", name: ".tab")
    public static let space = KeyEquivalent(" ", name: ".space")
    public static let upArrow = KeyEquivalent("\u{F700}", name: ".upArrow")
    public static let downArrow = KeyEquivalent("\u{F701}", name: ".downArrow")
    public static let leftArrow = KeyEquivalent("\u{F702}", name: ".leftArrow")
    public static let rightArrow = KeyEquivalent("\u{F703}", name: ".rightArrow")
    public static let home = KeyEquivalent("\u{F729}", name: ".home")
    public static let end = KeyEquivalent("\u{F72B}", name: ".end")
    public static let pageUp = KeyEquivalent("\u{F72C}", name: ".pageUp")
    public static let pageDown = KeyEquivalent("\u{F72D}", name: ".pageDown")
    public static let clear = KeyEquivalent("\u{F739}", name: ".clear")

    public var description: String { name ?? ValueDescription.quoted(String(character)) }
}

/// Modifier keys held with a key.
public struct EventModifiers: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]

    public var description: String {
        let names = [
            (EventModifiers.capsLock, ".capsLock"), (.shift, ".shift"), (.control, ".control"), (.option, ".option"),
            (.command, ".command"), (.numericPad, ".numericPad"),
        ].filter { contains($0.0) }.map(\.1)
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
}

extension View {
    /// Triggers the view's button with a key and modifiers.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        modifier(KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers)))
    }

    /// Triggers the view's button with a shortcut.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(KeyboardShortcutModifier(shortcut: shortcut))
    }

    /// Triggers the view's button with a shortcut, or none.
    @_disfavoredOverload
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(KeyboardShortcutModifier(shortcut: shortcut))
    }
}

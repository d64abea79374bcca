/// Keyboard shortcuts as the shell writes them: `cmd+shift+n`, `cmd+return`, `ctrl+opt+left`.
extension KeyboardShortcut {
    /// The modifier names, in the order the text prints them, with the other spellings the parser accepts.
    private static let modifierNames: [(EventModifiers, [String])] = [
        (.command, ["cmd", "command"]), (.shift, ["shift"]), (.option, ["opt", "option", "alt"]),
        (.control, ["ctrl", "control"]), (.capsLock, ["capslock"]), (.numericPad, ["numpad"]),
    ]

    /// The names of the keys that type no character, as the text writes them.
    private static let keyNames: [(KeyEquivalent, String)] = [
        (.return, "return"), (.escape, "escape"), (.delete, "delete"), (.deleteForward, "deleteforward"),
        (.tab, "tab"), (.space, "space"), (.upArrow, "up"), (.downArrow, "down"), (.leftArrow, "left"),
        (.rightArrow, "right"), (.home, "home"), (.end, "end"), (.pageUp, "pageup"), (.pageDown, "pagedown"),
        (.clear, "clear"),
    ]

    /// The shortcut as `shortcut` takes it: `cmd+shift+n`.
    package var commandText: String {
        let key = Self.keyNames.first { $0.0 == self.key }?.1 ?? String(key.character).lowercased()
        return (Self.modifierNames.filter { modifiers.contains($0.0) }.map { $0.1[0] } + [key]).joined(separator: "+")
    }

    /// Whether pressing `other` triggers this shortcut: the same modifiers and key, a letter in either case.
    package func matches(_ other: KeyboardShortcut) -> Bool {
        modifiers == other.modifiers && commandText == other.commandText
    }

    /// Reads `cmd+shift+n`; the error says which part was not a modifier or a key.
    package static func parse(commandText text: String) -> Result<KeyboardShortcut, ShortcutTextError> {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map { String($0) }
        // `cmd++` is command and the plus key.
        var names = parts
        if text.hasSuffix("++") { names = Array(parts.dropLast(2)) + ["+"] }
        guard let keyName = names.last, !keyName.isEmpty else { return .failure(.noKey(text)) }
        var modifiers: EventModifiers = []
        for name in names.dropLast() {
            guard let found = modifierNames.first(where: { $0.1.contains(name.lowercased()) }) else {
                return .failure(.unknownModifier(name))
            }
            modifiers.insert(found.0)
        }
        if let named = keyNames.first(where: { $0.1 == keyName.lowercased() }) {
            return .success(KeyboardShortcut(named.0, modifiers: modifiers))
        }
        guard keyName.count == 1, let character = keyName.first else { return .failure(.unknownKey(keyName)) }
        return .success(KeyboardShortcut(KeyEquivalent(character), modifiers: modifiers))
    }

    /// The key names `parse(commandText:)` knows, for its error messages.
    package static var keyNamesText: String { keyNames.map(\.1).joined(separator: ", ") }
}

/// Why a shortcut's text could not be read.
package enum ShortcutTextError: Error, Equatable {
    case noKey(String)
    case unknownModifier(String)
    case unknownKey(String)
}

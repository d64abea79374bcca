public import Testing

/// The app's menu commands as methods, like the shell's `command` and `shortcut` (see `PreviewSession+Verbs`).
extension PreviewSession {
    /// Chooses an item of the open app's menu commands by its path (`command "Story/New Chapter"`).
    @discardableResult
    public func chooseCommand(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.chooseCommand(path), sourceLocation: sourceLocation)
    }

    /// Presses the keyboard shortcut of an item of the open app's menu commands (`shortcut cmd+shift+n`).
    @discardableResult
    public func pressShortcut(_ keys: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.pressShortcut(keys), sourceLocation: sourceLocation)
    }
}

extension PreviewSession {
    /// What ``PreviewSession/expect(_:_:sourceLocation:)`` compares: the last step's output or one of the
    /// session's printed views of the screen, exactly as the shell prints them.
    public enum Output: String, Sendable, CaseIterable {
        /// What the last step printed (its note, the state changes, then the echo).
        case echo
        /// The view tree, as `tree` prints it.
        case tree
        /// The accessibility tree, as `ax` prints it.
        case ax
        /// Every live tab, stack and presentation, as `path` prints it.
        case path
        /// Every owner of state and its readers, as `state` prints it.
        case state
        /// How the view tree changed in the last step, as `diff` prints it.
        case diff
        /// The live tasks, as `tasks` prints it.
        case tasks
        /// The accessibility audit, as `audit` prints it.
        case audit
        /// The file the open document window's document saves as, as `save` prints it.
        case save
        /// The open app's menu items, as `commands` prints it.
        case commands

        /// The shell command that prints it; `nil` for the echo.
        var command: Command.Output? {
            self == .echo ? nil : Command.Output(rawValue: rawValue)
        }
    }
}

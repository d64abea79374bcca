extension LineEditor {
    /// What one call to `readLine()` read.
    package enum Input: Equatable, Sendable {
        /// A line the user entered, without its line terminator.
        case line(String)
        /// Ctrl-C: the line being typed was discarded; the shell goes on with a fresh prompt.
        case interrupted
        /// Ctrl-D on an empty line, or the end of piped input: the shell should finish.
        case endOfFile
    }
}

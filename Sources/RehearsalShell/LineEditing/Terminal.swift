import CEditLine

/// What the shell's standard streams are connected to, and whether its output may use colour.
///
/// The shell edits lines only when a person is typing at a terminal and reading the same terminal; when
/// either stream is a pipe or a file, it reads plain lines and prints only results, so scripts and CI get
/// clean output.
package struct Terminal: Sendable, Equatable {
    /// Whether standard input is a terminal.
    package var inputIsTerminal: Bool

    /// Whether standard output is a terminal.
    package var outputIsTerminal: Bool

    /// Whether output may contain ANSI colour: only on a terminal, and never when the user asked for none.
    package var usesColor: Bool

    /// Describes streams explicitly; the colour policy follows from `outputIsTerminal` and `environment`.
    package init(inputIsTerminal: Bool, outputIsTerminal: Bool, environment: [String: String]) {
        self.inputIsTerminal = inputIsTerminal
        self.outputIsTerminal = outputIsTerminal
        self.usesColor = Self.allowsColor(outputIsTerminal: outputIsTerminal, environment: environment)
    }

    /// The streams of this process, with the colour policy taken from `environment`.
    package static func current(environment: [String: String]) -> Terminal {
        Terminal(
            inputIsTerminal: isTerminal(fileDescriptor: 0),
            outputIsTerminal: isTerminal(fileDescriptor: 1),
            environment: environment
        )
    }

    /// Whether a person is at the keyboard and the screen: both standard input and output are terminals.
    package var isInteractive: Bool { inputIsTerminal && outputIsTerminal }

    /// Whether the file descriptor refers to a terminal.
    package static func isTerminal(fileDescriptor: Int32) -> Bool {
        ceditline_isatty(fileDescriptor) == 1
    }

    /// Colour only on a terminal, when `NO_COLOR` is unset (https://no-color.org: an empty value counts as
    /// unset) and the terminal is not `TERM=dumb`, which cannot show escape sequences.
    package static func allowsColor(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
        guard outputIsTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }
}

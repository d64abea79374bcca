import Rehearsal

/// How the shell dresses its text: the prompt, and colour on errors and diffs when the terminal allows it.
package struct ShellStyle: Sendable {
    /// Whether to use ANSI colour (`Terminal.usesColor`: a terminal, and no `NO_COLOR`).
    package var usesColor: Bool

    package init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// `rehearse> `, or `rehearse ShelfScreen/Loaded> ` with a preview loaded; colour codes are wrapped in
    /// `LineEditor.promptEscape` so they take no width.
    package func prompt(preview: String?) -> String {
        guard let preview else { return paint("rehearse", "1") + "> " }
        return paint("rehearse", "1") + " " + paint(preview, "36") + "> "
    }

    /// A reply as printed: its output (diff lines coloured after a step or `diff`), then its error in red
    /// with the hint dimmed.
    package func render(_ reply: WorkerReply, diffColours: Bool) -> String {
        // Control characters from a script, a label or a preview's message never reach the terminal raw.
        var lines: [String] = []
        let output = VisibleText.escaping(reply.output)
        if !output.isEmpty {
            lines.append(diffColours && usesColor ? colourDiff(output) : output)
        }
        if let error = reply.error {
            let message = VisibleText.escaping(error.message)
            lines.append(usesColor ? "\u{1B}[31merror:\u{1B}[0m \(message)" : "error: \(message)")
            if let hint = error.hint.map(VisibleText.escaping) {
                lines.append(usesColor ? "\u{1B}[2m  \(hint)\u{1B}[0m" : "  \(hint)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private func colourDiff(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line.hasPrefix("@@") { return "\u{1B}[36m\(line)\u{1B}[0m" }
            if line.hasPrefix("+") { return "\u{1B}[32m\(line)\u{1B}[0m" }
            if line.hasPrefix("-") { return "\u{1B}[31m\(line)\u{1B}[0m" }
            return String(line)
        }.joined(separator: "\n")
    }

    /// Text in an SGR colour, invisible to the line editor's width count.
    private func paint(_ text: String, _ code: String) -> String {
        guard usesColor else { return text }
        let escape = String(LineEditor.promptEscape)
        return escape + "\u{1B}[\(code)m" + escape + text + escape + "\u{1B}[0m" + escape
    }
}

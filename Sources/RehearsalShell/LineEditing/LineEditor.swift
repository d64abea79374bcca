import CEditLine
package import Foundation

/// Reads the shell's commands: with libedit's editing, history and Tab completion at a terminal, plainly
/// from a pipe.
///
/// At a terminal (standard input and output both), lines are edited with emacs keys (Ctrl-A, Ctrl-E, Up,
/// Down, Ctrl-R to search back), history is kept in `historyURL`, and Tab asks the completion provider for
/// the words that can follow. Anywhere else libedit is not used at all: no prompt, no echo, no history, so
/// piped use prints only results.
///
/// Installs the `Interrupts` SIGINT handler when interactive, so Ctrl-C discards the line instead of ending
/// the process. Not thread-safe: call `readLine()` from one thread at a time.
package final class LineEditor {
    /// Returns the prompt to show; called before each line is drawn.
    package typealias PromptProvider = () -> String

    /// Given the line before the cursor, returns the whole words that could complete its last word.
    package typealias CompletionProvider = (_ lineBeforeCursor: String) -> [String]

    /// Marks the start and end of a non-printing run in a prompt (a colour code), so it takes no width.
    package static let promptEscape: Character = "\u{01}"

    /// `promptEscape` as libedit takes it.
    private static let promptEscapeByte: CChar = 0x01

    /// Whether lines are edited with libedit (a terminal) or read plainly (a pipe or a file).
    package var isInteractive: Bool { editor != nil }

    /// Why history is not being saved, if it is not.
    package var historyProblem: String? { history?.problem }

    private let programName: String
    private let promptProvider: PromptProvider
    private let completionProvider: CompletionProvider
    private var editor: OpaquePointer?
    private var history: LineHistory?
    /// The prompt handed to libedit, which reads it after the callback returns; freed on the next prompt.
    private var promptStorage: UnsafeMutablePointer<CChar>?
    private var hasReportedHistoryProblem = false

    /// Called while the editor waits for a key, every `WatchedInput.interval` (`--watch`): text it returns
    /// is printed above the line being edited, which is then drawn again. While it is set, the character
    /// reader waits with a timeout.
    package var idle: (() -> String?)?

    /// Prepares to read lines: with editing when standard input and output are both terminals.
    ///
    /// - Parameters:
    ///   - programName: The name libedit uses for `~/.editrc` sections (`rehearse:bind ...`) and messages.
    ///   - historyURL: The file history is kept in across runs, usually `defaultHistoryURL(environment:)`;
    ///     `nil` keeps it for this run only.
    ///   - prompt: Returns the prompt; wrap colour codes in `promptEscape` characters.
    ///   - completions: Returns the candidate words for Tab.
    package init(
        programName: String,
        historyURL: URL?,
        prompt: @escaping PromptProvider,
        completions: @escaping CompletionProvider
    ) {
        self.programName = programName
        self.promptProvider = prompt
        self.completionProvider = completions
        guard Terminal.isTerminal(fileDescriptor: 0), Terminal.isTerminal(fileDescriptor: 1) else { return }
        startEditing(historyURL: historyURL)
    }

    deinit {
        if let editor { el_end(editor) }
        free(promptStorage)
    }

    /// The history file's standard place: `$XDG_STATE_HOME/rehearsal/history`, else
    /// `~/.local/state/rehearsal/history` (`StateDirectory`); `nil` when no home is known.
    package static func defaultHistoryURL(environment: [String: String]) -> URL? {
        StateDirectory.url(environment: environment)?.appendingPathComponent("history", isDirectory: false)
    }

    /// Reads the next line, waiting for the user; Ctrl-C gives `.interrupted`, Ctrl-D `.endOfFile`.
    package func readLine() -> Input {
        // A Ctrl-C pressed while a command ran was for that command, not for this line; libedit reads the
        // terminal's size when it starts a line, so a resize before now needs no redrawing.
        Interrupts.clear()
        Resizes.clear()
        guard let editor else { return readPlainLine() }
        var count: Int32 = 0
        guard let bytes = el_gets(editor, &count) else {
            // libedit returns -1 when a signal cut the read short (Ctrl-C), 0 at end of file (Ctrl-D).
            if count < 0 || Interrupts.isPending {
                Interrupts.clear()
                // The discarded text stays on screen; ^C marks it as not run, as other shells do.
                write("^C\n")
                return .interrupted
            }
            write("\n")
            return .endOfFile
        }
        var line = String(cString: bytes)
        if line.hasSuffix("\n") { line.removeLast() }
        history?.enter(line)
        reportHistoryProblem()
        return .line(line)
    }

    /// Sets up libedit: emacs keys, our prompt and completion, history, then the user's `~/.editrc`.
    private func startEditing(historyURL: URL?) {
        do {
            try Interrupts.install()
        } catch {
            // Ctrl-C would then end the shell: still usable, so say so and go on.
            let message = "\(programName): Ctrl-C will quit, as its handler could not be installed (\(error)).\n"
            fputs(message, ceditline_stderr())
        }
        // Without it a resize would be seen only at the next key, after libedit drew over the old line.
        Resizes.install()
        // Without a UTF-8 LC_CTYPE libedit silently drops every non-ASCII character typed.
        _ = ceditline_use_utf8_ctype()
        guard let editor = el_init(programName, ceditline_stdin(), ceditline_stdout(), ceditline_stderr()) else {
            return
        }
        self.editor = editor
        // C function pointers capture nothing: the callbacks find `self` through the client data.
        let promptCallback: ceditline_prompt_function = { editor in
            guard let editor else { return nil }
            return LineEditor.owner(of: editor)?.prompt()
        }
        let completionCallback: ceditline_key_function = { editor, _ in
            guard let editor, let owner = LineEditor.owner(of: editor) else { return UInt8(CC_ERROR) }
            return owner.complete()
        }
        // Our own character reader, so that a resize or `idle` can redraw while the editor waits for a key.
        let reader: ceditline_getc_function = { editor, character in
            guard let editor, let character, let owner = LineEditor.owner(of: editor) else { return -1 }
            return owner.readCharacter(into: character)
        }
        _ = ceditline_set_client_data(editor, Unmanaged.passUnretained(self).toOpaque())
        _ = ceditline_set_editor(editor, "emacs")
        _ = ceditline_set_signal_handling(editor, 1)
        _ = ceditline_set_prompt(editor, promptCallback, Self.promptEscapeByte)
        _ = ceditline_set_getc(editor, reader)
        if let history = LineHistory(fileURL: historyURL) {
            self.history = history
            _ = ceditline_set_history(editor, history.list)
        }
        _ = ceditline_add_function(
            editor, "rehearsal-complete", "Complete the word before the cursor", completionCallback)
        _ = ceditline_bind(editor, "^I", "rehearsal-complete")
        _ = ceditline_bind(editor, "^R", "em-inc-search-prev")
        // The user's own bindings win over ours.
        _ = el_source(editor, nil)
        reportHistoryProblem()
    }

    /// The editor whose `EditLine` calls back, from its client data.
    private static func owner(of editor: OpaquePointer) -> LineEditor? {
        guard let data = ceditline_client_data(editor) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }

    /// The prompt as a C string that stays valid until the next call.
    private func prompt() -> UnsafeMutablePointer<CChar>? {
        free(promptStorage)
        promptStorage = strdup(promptProvider())
        return promptStorage
    }

    /// Tab: edits the word before the cursor and lists the candidates when there are several.
    private func complete() -> UInt8 {
        guard let editor, let info = el_line(editor)?.pointee, let start = info.buffer, let cursor = info.cursor
        else { return UInt8(CC_ERROR) }
        let bytes = UnsafeRawBufferPointer(start: start, count: cursor - start)
        let lineBeforeCursor = String(decoding: bytes, as: UTF8.self)
        let candidates = completionProvider(lineBeforeCursor)
        guard let completion = WordCompletion(lineBeforeCursor: lineBeforeCursor, candidates: candidates) else {
            return UInt8(CC_ERROR)
        }
        if completion.deletedScalarCount > 0 {
            el_deletestr(editor, Int32(completion.deletedScalarCount))
        }
        if !completion.insertion.isEmpty, el_insertstr(editor, completion.insertion) != 0 {
            return UInt8(CC_ERROR)
        }
        guard !completion.listing.isEmpty else { return UInt8(CC_REFRESH) }
        let rows = WordCompletion.columns(completion.listing, width: Int(ceditline_terminal_columns(editor)))
        // Below the line being edited; CC_REDISPLAY then draws the prompt and the line again under the list.
        write("\n" + rows.joined(separator: "\n") + "\n")
        return UInt8(CC_REDISPLAY)
    }

    /// libedit's character reader: waits for a key (while `idle` is set, `WatchedInput.interval` at a time,
    /// calling `idle` in between); a Ctrl-C ends the wait as libedit's own reader does (-1, `EINTR`), a
    /// resize draws the line again for the new width and waits on. Bytes are decoded as UTF-8.
    private func readCharacter(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        var decoder = UTF8KeyDecoder()
        while true {
            if Resizes.consume() { redrawForNewSize() }
            if idle != nil {
                switch WatchedInput.waitForInput(0) {
                case .timedOut:
                    if let editor, let text = idle?(), !text.isEmpty {
                        write("\r\u{1B}[K" + text + "\n")
                        _ = ceditline_refresh(editor)
                    }
                    continue
                case .interrupted:
                    if Interrupts.isPending { return -1 }
                    continue
                case .ready: break
                }
            }
            var byte: UInt8 = 0
            let count = Foundation.read(0, &byte, 1)
            if count == 0 { return 0 }
            if count < 0 {
                if errno == EINTR, !Interrupts.isPending { continue }
                return -1
            }
            // An incomplete sequence waits for its next byte; an invalid one is dropped.
            guard let scalar = decoder.add(byte) else { continue }
            character.pointee = wchar_t(bitPattern: scalar.value)
            return 1
        }
    }

    /// Draws the prompt and the line being edited again after the terminal changed size.
    ///
    /// libedit learns the new size (`el_resize`) but forgets what the screen shows, so the next key would
    /// draw a wrapped line over the old one at the wrong rows and leave characters of it behind. Terminals
    /// rewrap a wrapped line at the new width (tmux, VTE, iTerm2, kitty, Terminal.app do), so the cursor's
    /// row within the line follows from the width of the prompt and the text before it: go up to the line's
    /// first row, erase each row the line takes, and draw it afresh. Rows are erased one by one, because
    /// some terminals (tmux) keep a screen cleared from its top-left corner in their scroll-back.
    private func redrawForNewSize() {
        guard let editor else { return }
        el_resize(editor)
        let columns = max(1, Int(ceditline_terminal_columns(editor)))
        let prompt = Self.displayWidth(promptStorage.map { String(cString: $0) } ?? "", skippingEscapes: true)
        var before = prompt
        var whole = prompt
        if let info = el_line(editor)?.pointee, let start = info.buffer, let cursor = info.cursor,
            let end = info.lastchar
        {
            let decode = { (from: UnsafePointer<CChar>, to: UnsafePointer<CChar>) in
                String(decoding: UnsafeRawBufferPointer(start: from, count: to - from), as: UTF8.self)
            }
            before += Self.displayWidth(decode(start, cursor), skippingEscapes: false)
            whole += Self.displayWidth(decode(start, end), skippingEscapes: false)
        }
        let row = before / columns
        let rows = max(row, whole / columns)
        var text = (row > 0 ? "\u{1B}[\(row)A" : "") + "\r"
        for index in 0...rows { text += index < rows ? "\u{1B}[2K\u{1B}[1B" : "\u{1B}[2K" }
        if rows > 0 { text += "\u{1B}[\(rows)A" }
        write(text)
        _ = ceditline_refresh(editor)
    }

    /// The number of terminal cells `text` takes; with `skippingEscapes`, runs between two `promptEscape`
    /// characters take none.
    static func displayWidth(_ text: String, skippingEscapes: Bool) -> Int {
        var width = 0
        var escaped = false
        for scalar in text.unicodeScalars {
            if skippingEscapes, Character(scalar) == promptEscape {
                escaped.toggle()
                continue
            }
            guard !escaped else { continue }
            width += max(0, Int(ceditline_character_width(wchar_t(bitPattern: scalar.value))))
        }
        return width
    }

    /// Reads a line from a pipe or a file, without libedit.
    private func readPlainLine() -> Input {
        if let line = Swift.readLine(strippingNewline: true) { return .line(line) }
        if Interrupts.consume() {
            ceditline_clear_stdin_error()
            return .interrupted
        }
        return .endOfFile
    }

    /// Writes to standard output through the same `FILE` libedit draws with, so the two never interleave.
    private func write(_ text: String) {
        fputs(text, ceditline_stdout())
        fflush(ceditline_stdout())
    }

    /// Tells the user once, on standard error, that history is not being saved and how to fix it.
    private func reportHistoryProblem() {
        guard !hasReportedHistoryProblem, let problem = history?.problem else { return }
        hasReportedHistoryProblem = true
        fputs("\(programName): history will not be saved: \(problem)\n", ceditline_stderr())
    }
}

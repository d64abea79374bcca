@_exported public import Rehearsal
public import Testing

/// A preview opened in a Swift Testing test: perform the shell's verbs on it and check what it prints
/// against inline multi-line literals, a mismatch reported at the caller's line with a line diff.
///
/// Get one from ``withPreview(_:in:defaults:echo:sourceLocation:_:)``, which opens the preview on virtual time and
/// closes it when the body returns; do not keep it after that.
///
/// ```swift
/// @MainActor @Test func countingTaps() throws {
///     try withPreview("CrashingScreen/Buggy buttons", in: .modules("SamplePreviews")) { screen in
///         try screen.tap("Count")
///         screen.expect(.ax, """
///             navigationBar "Diagnostics"
///             staticText "Taps: 1"
///             """)
///     }
/// }
/// ```
///
/// A verb that fails (no such element, a disabled button) records an issue at the caller's line with the
/// shell's message and throws, so the test stops there; a check that fails records an issue and goes on.
@MainActor public final class PreviewSession {
    /// The session underneath, as the shell drives it.
    package let session: Session
    /// What the last step printed: its own note, the state changes and the echo (see ``echo``).
    public private(set) var lastOutput = ""
    /// Whether a failed step throws `StepFailure` for `expectFailure` instead of recording an issue.
    var catchesFailures = false

    package init(session: Session) {
        self.session = session
    }

    /// What prints after each step, as the shell's `set echo`: `.diff` (the default), `.tree`, `.ax`,
    /// `.path` or `.none`.
    public var echo: Echo {
        get { session.echo }
        set { session.echo = newValue }
    }

    /// The loaded preview's name: `CrashingScreen/Buggy buttons`.
    public var previewName: String { session.previewName ?? "" }

    /// How many steps the session has taken, `open` included.
    public var stepCount: Int { session.position }

    /// Runs one line of the shell's command language, a step or a printing command, and returns what it
    /// printed; a line that fails records an issue at the caller's line and throws.
    @discardableResult
    public func run(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let command: Command?
        do {
            command = try CommandParser.parse(line)
        } catch {
            try fail("\(line): \(error.description)", sourceLocation: sourceLocation)
            return ""
        }
        guard let command else { return "" }
        return try run(command, sourceLocation: sourceLocation)
    }

    /// Runs a parsed command; a step's output becomes ``lastOutput``.
    @discardableResult
    package func run(_ command: Command, sourceLocation: SourceLocation) throws -> String {
        let output = session.execute(command)
        if let error = output.error {
            if catchesFailures { throw StepFailure(command: command.text, message: error.description) }
            try fail(
                "\(command.text) failed at step \(session.position + 1): \(error.description)",
                sourceLocation: sourceLocation)
        }
        if command.isStep { lastOutput = output.text }
        return output.text
    }

    /// Records `message` as an issue at `sourceLocation` and throws, so the test stops at the failed step.
    private func fail(_ message: String, sourceLocation: SourceLocation) throws {
        // `#require` records the one issue and throws an error that Swift Testing does not record again.
        let stepSucceeded = false
        try #require(stepSucceeded, Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

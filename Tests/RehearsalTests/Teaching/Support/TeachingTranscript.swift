import Rehearsal
import VirtualTime

/// The sample apps' previews.
let samplePreviews = PreviewScope.modules("SamplePreviews")

/// The pitfall fixtures of `Teaching/Pitfalls`: one preview that provokes each pattern warning, one that
/// does not.
let pitfallPreviews = PreviewScope { origin in
    guard case .file(let fileID) = origin else { return false }
    return fileID.hasPrefix("RehearsalTests/Pitfall")
}

/// Runs `commands` in a fresh session on virtual time and returns each command, `> command`, followed by
/// what it printed (nothing after an action, with `echo` at `.none`, but its warnings).
@MainActor
func teachingTranscript(_ commands: [String], in scope: PreviewScope = samplePreviews, echo: Echo = .none) -> String {
    teachingTranscript(commands, in: scope, prepare: { $0.echo = echo }, inspect: { _ in () }).text
}

/// The transcript of `commands` in a fresh session that `prepare` set up, and what `inspect` reads of the session
/// after the last one.
@MainActor
func teachingTranscript<Inspected>(
    _ commands: [String], in scope: PreviewScope, prepare: (Session) -> Void, inspect: (Session) -> Inspected
) -> (text: String, inspected: Inspected) {
    withVirtualTime { scheduler in
        let session = Session(catalog: .discover(in: scope), scheduler: scheduler)
        prepare(session)
        defer { session.teardown() }
        var lines: [String] = []
        for text in commands {
            lines.append("> \(text)")
            do {
                guard let command = try CommandParser.parse(text) else { continue }
                let output = session.execute(command).rendered
                if !output.isEmpty { lines.append(output) }
            } catch {
                lines.append("\(error)")
            }
        }
        return (lines.joined(separator: "\n"), inspect(session))
    }
}

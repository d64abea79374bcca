package import Rehearsal

/// What `rehearse` was asked to do, read from its command-line arguments.
package enum RehearseArguments: Equatable, Sendable {
    /// The shell, optionally opening a preview first.
    case shell(preview: String?)
    /// JSON lines on standard input and output, optionally opening a preview first.
    case jsonLines(preview: String?)
    /// The session worker that a shell starts (internal).
    case worker
    /// `replay ...`: the arguments after `replay`.
    case replay([String])
    /// `mcp`: the Model Context Protocol on standard input and output.
    case mcp
    case help
    case version

    /// Reads the arguments after the program's name; the error says what was wrong and shows the usage.
    package static func parse(_ arguments: [String]) throws(CommandError) -> RehearseArguments {
        if arguments.first == "replay" { return .replay(Array(arguments.dropFirst())) }
        if arguments.first == "mcp" {
            guard arguments.count == 1 else {
                throw CommandError(
                    "mcp takes no arguments, but was given \"\(arguments[1])\"",
                    hint: "register `rehearse mcp` as a stdio server; open previews with the open_preview tool")
            }
            return .mcp
        }
        var preview: String?
        var jsonLines = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h", "help": return .help
            case "--version": return .version
            case "--worker": return .worker
            case "--jsonl": jsonLines = true
            case "--preview":
                index += 1
                guard index < arguments.count else {
                    throw CommandError("--preview needs a preview's name, like \"ShelfScreen/Loaded\"", hint: usage)
                }
                preview = arguments[index]
            default:
                if argument.hasPrefix("--preview=") {
                    preview = String(argument.dropFirst("--preview=".count))
                } else {
                    let known = ["--help", "--version", "--jsonl", "--preview", "replay", "mcp"]
                    throw CommandError(
                        "unknown argument \"\(argument)\"\(NearestMatches.suggestion(argument, in: known, quote: false))",
                        hint: usage)
                }
            }
            index += 1
        }
        return jsonLines ? .jsonLines(preview: preview) : .shell(preview: preview)
    }

    /// The short usage, printed under every argument error.
    package static let usage =
        "usage: rehearse [--preview NAME] | --jsonl [--preview NAME] | replay [OPTIONS] PATH... | mcp | --help | --version"
}

/// The text of `help`: every command with its summary, or one command's usage, example and output.
enum HelpText {
    static func render(_ name: String?) -> String {
        guard let name else {
            let width = CommandSpec.all.map(\.usage.count).max() ?? 0
            let lines = CommandSpec.all.map { spec in
                spec.usage + String(repeating: " ", count: width - spec.usage.count + 2) + spec.summary
            }
            return
                (["Commands (TARGET is \"label\", #identifier or role \"name\"; add --json to printing commands):"]
                + lines.map { "  " + $0 }).joined(separator: "\n")
        }
        guard let spec = CommandSpec.named(name) else {
            let names = CommandSpec.all.map(\.name)
            return
                "no command \"\(name)\"\(NearestMatches.suggestion(name, in: names, quote: false)) Type `help` to list them."
        }
        return """
            \(spec.usage)
              \(spec.summary)
              example: \(spec.example)
              prints:  \(spec.prints)
            """
    }
}

import Rehearsal

extension MCPTool {
    private static let targetHelp =
        ##"The element, in the shell's target language: "\"Save\"" (a label), "#addButton" (an identifier), "##
        + ##""button \"Save\"" (a role and a label), with [n] for the n-th match; a plain word or phrase is "##
        + "taken as a label. `read_accessibility` lists what the screen offers."

    private static func plain(_ line: String) -> @Sendable (MCPToolArguments) throws(CommandError) -> String {
        { _ throws(CommandError) in line }
    }

    /// Every tool, in the order `tools/list` shows them.
    package static let all: [MCPTool] = [
        MCPTool(
            "list_previews", title: "List previews",
            description: "List the previews that can be opened, as FileStem/Preview name.",
            jsonCommand: "previews --json", command: plain("previews")),
        MCPTool(
            "list_stubs", title: "List stubs",
            description: "List the stub environments (PreviewModifiers) that apply_stub can apply.",
            jsonCommand: "stubs --json", command: plain("stubs")),
        MCPTool(
            "open_preview", title: "Open a preview",
            description: "Load a preview in a fresh session and settle it; returns its view tree.",
            arguments: [.init("name", "string", "The preview, as list_previews names it, like \"ShelfScreen/Loaded\".")]
        ) { arguments throws(CommandError) in
            "open " + Tokenizer.quoted(try arguments.string("name", example: "\"ShelfScreen/Loaded\""))
        },
        MCPTool(
            "apply_stub", title: "Apply a stub",
            description: "Apply a stub environment to the open preview; its state is kept.",
            arguments: [.init("stub", "string", "The stub, as list_stubs names it.")]
        ) { arguments throws(CommandError) in
            "env " + Tokenizer.quoted(try arguments.string("stub", example: "\"CachedTasks\""))
        },
        MCPTool(
            "run_command", title: "Run a shell command",
            description: "Run one line of the rehearse shell's command language, exactly as typed in the shell "
                + "(every verb: tap, longpress, type, replace, clear, submit, toggle, select, adjust, swipe, menu, delete, move, "
                + "scroll, refresh, back, dismiss, tab, search, url, do, step, settle, advance, trait, defaults, "
                + "undo, goto, record, stop, replay...). `help` lists the commands, `help COMMAND` explains one.",
            arguments: [.init("command", "string", "The command line, like tap button \"Save\" or advance 2s.")]
        ) { arguments throws(CommandError) in
            try arguments.string("command", example: "\"tap button \\\"Save\\\"\"")
        },
        MCPTool(
            "tap", title: "Tap",
            description: "Tap an element (a button, a link, a row, anything with a tap gesture); returns what changed.",
            arguments: [
                .init("target", "string", targetHelp),
                .init(
                    "count", "integer", "How many taps at once (2 for a double tap); 1 by default.", required: false,
                    minimum: 1),
            ]
        ) { arguments throws(CommandError) in
            let count = try arguments.optionalInteger("count", minimum: 1)
            return "tap " + (count.map { "--count \($0) " } ?? "") + (try arguments.target())
        },
        MCPTool(
            "type_text", title: "Type text",
            description: "Type text at the end of a text field; returns what changed.",
            arguments: [.init("target", "string", targetHelp), .init("text", "string", "The text to type.")]
        ) { arguments throws(CommandError) in
            "type \(try arguments.target()) " + Tokenizer.quoted(try arguments.string("text", example: "\"Dune\""))
        },
        MCPTool(
            "select", title: "Select an option",
            description: "Choose a picker's option by its label; returns what changed.",
            arguments: [.init("target", "string", targetHelp), .init("option", "string", "The option's label.")]
        ) { arguments throws(CommandError) in
            "select \(try arguments.target()) " + Tokenizer.quoted(try arguments.string("option", example: "\"Dark\""))
        },
        MCPTool(
            "toggle", title: "Flip a toggle", description: "Flip a toggle; returns what changed.",
            arguments: [.init("target", "string", targetHelp)]
        ) { arguments throws(CommandError) in
            "toggle " + (try arguments.target())
        },
        MCPTool(
            "back", title: "Go back", description: "Pop the top view of the visible navigation stack.",
            command: plain("back")),
        MCPTool(
            "advance", title: "Advance virtual time",
            description: "Move virtual time forward, firing timers and sleeps in order; returns what changed.",
            arguments: [.init("duration", "string", "How long: 1s, 250ms, 1.5ms or 2m.")]
        ) { arguments throws(CommandError) in
            "advance " + (try arguments.string("duration", example: "\"1s\""))
        },
        MCPTool(
            "read_tree", title: "Read the view tree",
            description: "The view tree with each custom view's state.", jsonCommand: "tree --json",
            command: plain("tree")),
        MCPTool(
            "read_accessibility", title: "Read the accessibility tree",
            description: "The accessibility tree in reading order: the targets tap and the other verbs reach.",
            jsonCommand: "ax --json", command: plain("ax")),
        MCPTool(
            "read_path", title: "Read the navigation path",
            description: "Every live tab, navigation stack and presentation.", jsonCommand: "path --json",
            command: plain("path")),
        MCPTool(
            "read_state", title: "Read the state",
            description: "Every custom view's state and the objects it observes.", jsonCommand: "state --json",
            command: plain("state")),
        MCPTool(
            "read_diff", title: "Read the last change",
            description: "How the view tree changed in the last step.", jsonCommand: "diff --json",
            command: plain("diff")),
        MCPTool(
            "read_history", title: "Read the history",
            description: "The session's steps, numbered; goto takes one of the numbers.", jsonCommand: "history --json",
            command: plain("history")),
        MCPTool(
            "explain", title: "Explain the last step",
            description: "What ran in the last step, what changed, which views re-evaluated and why.",
            arguments: [.init("view", "string", "Only this view's part, by its type name.", required: false)]
        ) { arguments throws(CommandError) in
            "explain" + ((try arguments.optionalString("view")).map { " " + Tokenizer.quoted($0) } ?? "")
        },
        MCPTool(
            "undo", title: "Undo", description: "Go back one step (the session is replayed up to the previous step).",
            command: plain("undo")),
        MCPTool(
            "goto", title: "Go to a step", description: "Go to step N of the history (read_history lists them).",
            arguments: [.init("step", "integer", "The step's number; 0 is before the first step.", minimum: 0)]
        ) { arguments throws(CommandError) in
            "goto \(try arguments.integer("step", minimum: 0, example: "2"))"
        },
        exportTest,
        runMatrix,
    ]
}

import Testing

@testable import RehearsalShell

@Suite struct CompleterTests {
    /// A screen like ShelfScreen's failure, with a tab bar, and a catalog of five previews.
    let completer = Completer(
        data: CompletionData(
            previews: [
                "ShelfScreen/Loaded", "ShelfScreen/Request fails", "RootView/Sample library", "TaskListView/Loaded",
                "CrashingScreen/Buggy buttons",
            ],
            stubs: ["FailingLibrary", "SampleLibrary"],
            actions: ["reload"],
            targets: [
                CompletionTarget(role: "navigationBar", label: "Shelf"),
                CompletionTarget(role: "button", label: "Try Again", identifier: "tryAgainButton"),
                CompletionTarget(
                    role: "link", label: "Dune", swipeActions: ["Delete", "Archive"], menuActions: ["Share"]),
                CompletionTarget(role: "button", label: "Add book", identifier: "addButton"),
                CompletionTarget(role: "tab", label: "Library"),
                CompletionTarget(role: "tab", label: "Settings"),
            ],
            tabs: ["Library", "Settings"],
            traits: ["colorScheme=light", "colorScheme=dark", "dynamicTypeSize=large"]),
        urls: ["inkwell://book/4821", "inkwell://shelf"],
        stepCount: 3,
        files: { prefix in ["scripts/", "scripts/retry.scenario", "notes.txt"].filter { $0.hasPrefix(prefix) } })

    func candidates(_ line: String) -> [String] {
        completer.candidates(lineBeforeCursor: line)
    }

    @Test("The first word offers every command, sorted")
    func commands() {
        #expect(
            candidates("") == [
                "action", "actions", "adjust", "advance", "audit", "ax", "back", "clear", "command", "commands",
                "defaults", "delete", "diff",
                "dismiss", "do", "drag", "env", "explain", "export", "focus", "goto", "help", "history", "insert",
                "lesson",
                "longpress",
                "matrix", "menu", "move", "open",
                "path", "pinch", "press", "previews", "quit", "record", "refresh", "release", "reload", "replace",
                "replay", "rotate", "save", "scroll", "search",
                "select", "set", "settle", "shortcut", "state", "step", "stop", "stubs", "submit", "swipe", "tab",
                "tap", "tasks",
                "toggle", "trait", "tree", "type", "undo", "url",
            ])
        #expect(candidates("t") == ["tab", "tap", "tasks", "toggle", "trait", "tree", "type"])
        #expect(candidates("drag ") == candidates("longpress "))
        #expect(candidates("insert ") == candidates("move ") && !candidates("insert ").isEmpty)
        #expect(candidates("pinch ") == candidates("longpress "))
        #expect(candidates("rotate ") == candidates("longpress "))
        #expect(candidates("press ") == candidates("longpress "))
        #expect(candidates("release ") == candidates("longpress "))
        #expect(candidates("help st") == ["state", "step", "stop", "stubs"])
    }

    @Test("open offers file stems first, a stem with one preview as the whole name, then the stem's previews")
    func previews() {
        #expect(
            candidates("open ") == [
                "ShelfScreen/", "RootView/Sample library", "TaskListView/Loaded", "CrashingScreen/Buggy buttons",
            ])
        #expect(candidates("open ShelfScreen/") == ["ShelfScreen/Loaded", "ShelfScreen/Request fails"])
        #expect(candidates("open \"Sh") == ["ShelfScreen/"])
        #expect(candidates("open \"ShelfScreen/R") == ["ShelfScreen/Request fails"])
        #expect(candidates("open ShelfScreen/Loaded ") == [])
    }

    @Test(
        "A target offers roles and identifiers bare, labels after a quote, a role's labels, then swipe and menu actions"
    )
    func targets() {
        #expect(candidates("tap ") == ["navigationBar", "button", "link", "tab", "#tryAgainButton", "#addButton"])
        #expect(candidates("tap \"") == ["Shelf", "Try Again", "Dune", "Add book", "Library", "Settings"])
        #expect(candidates("tap #") == ["#tryAgainButton", "#addButton"])
        #expect(candidates("tap button \"") == ["Try Again", "Add book"])
        #expect(candidates("toggle link \"D") == ["Dune"])
        #expect(candidates("focus button \"T") == ["Try Again"])
        #expect(candidates("tap button T") == [])
        #expect(candidates("type #addButton \"") == [])
        #expect(candidates("swipe \"Dune\" \"") == ["Delete", "Archive"])
        #expect(candidates("swipe link \"Dune\" \"A") == ["Archive"])
        #expect(candidates("menu \"Dune\" \"") == ["Share"])
        #expect(candidates("menu #addButton \"") == [])
        #expect(candidates("tap \"Dune\" \"") == [])
    }

    @Test("Each command's argument: stubs, actions, tabs, URLs used, steps, settings, traits, files, --json")
    func arguments() {
        #expect(candidates("env ") == ["FailingLibrary", "SampleLibrary"])
        #expect(candidates("do ") == ["reload"])
        #expect(candidates("tab ") == ["Library", "Settings"])
        #expect(candidates("url ") == ["inkwell://book/4821", "inkwell://shelf"])
        #expect(candidates("goto ") == ["1", "2", "3"])
        #expect(candidates("set ") == ["echo"])
        #expect(candidates("set echo ") == ["tree", "ax", "path", "diff", "none"])
        #expect(candidates("trait ") == ["colorScheme=light", "colorScheme=dark", "dynamicTypeSize=large"])
        #expect(candidates("trait colorScheme=dark ") == ["dynamicTypeSize=large"])
        #expect(candidates("record ") == ["scripts/", "scripts/retry.scenario", "notes.txt"])
        #expect(candidates("export ") == ["scripts/", "scripts/retry.scenario", "notes.txt"])
        #expect(candidates("export --force scr") == ["scripts/", "scripts/retry.scenario"])
        #expect(candidates("replay scripts/retry.scenario scr") == ["scripts/", "scripts/retry.scenario"])
        #expect(candidates("tree ") == ["--json"])
        #expect(candidates("ax --") == ["--json"])
        #expect(candidates("tree --json ") == [])
        #expect(candidates("undo ") == [])
    }

    @Test("command offers the open app's menu item paths, shortcut its shortcuts; none without an app's commands")
    func menuCommands() {
        var data = completer.data
        data.menuCommands = ["Story/New Chapter", "Story/Mark Chapter Done", "File/New Story"]
        data.shortcuts = ["cmd+shift+n", "cmd+d"]
        let withCommands = Completer(data: data)
        #expect(
            withCommands.candidates(lineBeforeCursor: "command \"Story/") == [
                "Story/New Chapter", "Story/Mark Chapter Done",
            ])
        #expect(withCommands.candidates(lineBeforeCursor: "shortcut cmd+s") == ["cmd+shift+n"])
        let edit = WordCompletion(
            lineBeforeCursor: "command \"Story/M",
            candidates: withCommands.candidates(lineBeforeCursor: "command \"Story/M"))
        #expect(edit == WordCompletion(deletedScalarCount: 0, insertion: "ark Chapter Done\" ", listing: []))
        #expect(candidates("command \"") == [])
        #expect(candidates("shortcut ") == [])
    }

    @Test("Tab edits the line through WordCompletion: a stem stays open, a label is quoted and closed")
    func edits() {
        let stem = WordCompletion(lineBeforeCursor: "open Sh", candidates: candidates("open Sh"))
        #expect(stem == WordCompletion(deletedScalarCount: 0, insertion: "elfScreen/", listing: []))
        let label = WordCompletion(lineBeforeCursor: "tap button \"Tr", candidates: candidates("tap button \"Tr"))
        #expect(label == WordCompletion(deletedScalarCount: 0, insertion: "y Again\" ", listing: []))
    }
}

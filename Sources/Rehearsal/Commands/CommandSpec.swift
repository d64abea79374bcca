/// The documentation of one command: its usage, what it does, an example, and what it prints.
public struct CommandSpec: Sendable {
    public var name: String
    public var usage: String
    public var summary: String
    public var example: String
    public var prints: String

    /// Every command, in the order `help` lists them.
    public static let all: [CommandSpec] = [
        CommandSpec(
            name: "previews", usage: "previews [--json]", summary: "List the previews you can open.",
            example: "previews", prints: "one preview name a line: FileStem/Preview name"),
        CommandSpec(
            name: "open", usage: "open NAME", summary: "Load a preview and settle it (no virtual time passes).",
            example: "open \"ShelfScreen/Request fails\"", prints: "the view tree (see `set echo`)"),
        CommandSpec(
            name: "stubs", usage: "stubs [--json]", summary: "List the stub environments (PreviewModifiers).",
            example: "stubs", prints: "one stub name a line"),
        CommandSpec(
            name: "env", usage: "env STUB", summary: "Apply a stub environment to the live preview; state is kept.",
            example: "env FailingLibrary", prints: "what the stub restarted, then what changed"),
        CommandSpec(
            name: "trait", usage: "trait KEY=VALUE ...",
            summary:
                "Change colorScheme, dynamicTypeSize, size classes or device (GeometryReader sizes); state is kept.",
            example: "trait colorScheme=dark dynamicTypeSize=xxxLarge", prints: "what changed"),
        CommandSpec(
            name: "defaults", usage: "defaults [KEY=VALUE ...]",
            summary:
                "Set the session's in-memory @AppStorage defaults (kept by env, trait and open); alone, list them.",
            example: "defaults username=ada showsTips=false", prints: "the defaults, then what changed"),
        CommandSpec(
            name: "tree", usage: "tree [--json]", summary: "Print the view tree with each custom view's state.",
            example: "tree", prints: "one view a line, two spaces of indent a level"),
        CommandSpec(
            name: "ax", usage: "ax [--json]", summary: "Print the accessibility tree in reading order.",
            example: "ax", prints: "role \"label\" #identifier value=\"...\" hint=\"...\" [traits]"),
        CommandSpec(
            name: "audit", usage: "audit [--json]",
            summary: "Find unnamed controls, unlabeled images and repeated identifiers.",
            example: "audit", prints: "one finding a line, with the view that produced it"),
        CommandSpec(
            name: "path", usage: "path [--json]", summary: "Print every live tab, stack and presentation.",
            example: "path", prints: "TabView, NavigationStack path=[...], sheet item=..."),
        CommandSpec(
            name: "state", usage: "state [--json]",
            summary: "List every owner of state on screen and which views read what.",
            example: "state", prints: "one owner a line with its values and readers"),
        CommandSpec(
            name: "diff", usage: "diff [--json]", summary: "Show how the view tree changed in the last step.",
            example: "diff", prints: "a unified diff of the view tree"),
        CommandSpec(
            name: "tap", usage: "tap [--count N] TARGET",
            summary: "Tap a button, link, row or any tappable element; --count 2 double-taps it.",
            example: "tap button \"Try Again\"", prints: "what changed"),
        CommandSpec(
            name: "longpress", usage: "longpress TARGET", summary: "Press and hold an element (.onLongPressGesture).",
            example: "longpress \"Card\"", prints: "what changed"),
        CommandSpec(
            name: "drag", usage: "drag TARGET DX DY",
            summary:
                "Drag an element by DX, DY points from its origin, or `drag TARGET --from X,Y --to X,Y` in its own "
                + "coordinates (its DragGesture's onChanged, then onEnded, with startLocation and location); "
                + "each state prints its net change once.",
            example: "drag \"Knob\" --from 10,10 --to 130,10", prints: "what changed"),
        CommandSpec(
            name: "pinch", usage: "pinch TARGET SCALE",
            summary:
                "Pinch an element to SCALE, above 0: 2 spreads two fingers to twice the size, 0.5 pinches to half "
                + "(its MagnifyGesture's or MagnificationGesture's onChanged, then onEnded); each state prints its "
                + "net change once.",
            example: "pinch \"Photo\" 2", prints: "what changed"),
        CommandSpec(
            name: "rotate", usage: "rotate TARGET DEGREES",
            summary:
                "Turn two fingers on an element by DEGREES, clockwise when positive "
                + "(its RotateGesture's or RotationGesture's onChanged, then onEnded); each state prints its net "
                + "change once.",
            example: "rotate \"Dial\" 90", prints: "what changed"),
        CommandSpec(
            name: "press", usage: "press TARGET",
            summary:
                "Put a finger down on a button and keep it there: its ButtonStyle sees configuration.isPressed "
                + "true until `release`; no action runs yet.",
            example: "press \"Record\"", prints: "what changed"),
        CommandSpec(
            name: "release", usage: "release TARGET [--cancel]",
            summary:
                "Lift the finger `press` put down on a button: isPressed is false again and the action runs; "
                + "--cancel slides the finger off the button first, so the action does not run.",
            example: "release \"Record\"", prints: "what changed"),
        CommandSpec(
            name: "action", usage: "action TARGET \"name\"",
            summary: "Perform a named accessibility action (.accessibilityAction(named:)).",
            example: "action \"Counter\" \"Reset\"", prints: "what changed"),
        CommandSpec(
            name: "type", usage: "type TARGET \"text\"",
            summary: "Type text at the end of a text field's text, as XCUITest's typeText does.",
            example: "type #titleField \"Dune\"", prints: "what changed"),
        CommandSpec(
            name: "replace", usage: "replace TARGET \"text\"", summary: "Replace the whole text of a text field.",
            example: "replace #titleField \"Dune\"", prints: "what changed"),
        CommandSpec(
            name: "clear", usage: "clear TARGET", summary: "Empty a text field.",
            example: "clear #titleField", prints: "what changed"),
        CommandSpec(
            name: "submit", usage: "submit TARGET", summary: "Press return in a text field.",
            example: "submit #titleField", prints: "what changed"),
        CommandSpec(
            name: "toggle", usage: "toggle TARGET", summary: "Flip a toggle.",
            example: "toggle \"Notifications\"", prints: "what changed"),
        CommandSpec(
            name: "focus", usage: "focus TARGET",
            summary: "Give a text input or a view with .focused(...) keyboard focus; the view that had focus loses it.",
            example: "focus \"Title\"", prints: "what changed"),
        CommandSpec(
            name: "select", usage: "select TARGET [\"option\"]",
            summary: "Choose a picker option by its label; alone, select a list row (a split view's sidebar).",
            example: "select \"Theme\" \"Dark\"", prints: "what changed"),
        CommandSpec(
            name: "adjust", usage: "adjust TARGET VALUE",
            summary: "Set a slider's value, or step a stepper by +N or -N.",
            example: "adjust \"Font size\" 18", prints: "what changed"),
        CommandSpec(
            name: "swipe", usage: "swipe TARGET \"action\"", summary: "Run a row's swipe action.",
            example: "swipe \"Buy groceries\" \"Delete\"", prints: "what changed"),
        CommandSpec(
            name: "menu", usage: "menu TARGET \"item\" [\"sub\" ...]",
            summary: "Pick an item of a Menu or a context menu, through submenus.",
            example: "menu \"Options\" \"Sort\" \"By date\"", prints: "what changed"),
        CommandSpec(
            name: "delete", usage: "delete TARGET",
            summary: "Delete a row of a ForEach with .onDelete, as a swipe and Delete do.",
            example: "delete \"Buy milk\"", prints: "what changed"),
        CommandSpec(
            name: "move", usage: "move TARGET --to N",
            summary: "In edit mode, move a row of a ForEach with .onMove to position N (1 is first).",
            example: "move \"Buy milk\" --to 1", prints: "what changed"),
        CommandSpec(
            name: "insert", usage: "insert TARGET --at N \"text\" ...",
            summary: "Drop text among the rows of a ForEach with .onInsert, the first at position N (1 is first).",
            example: "insert \"Buy milk\" --at 2 \"Eggs\"", prints: "what changed"),
        CommandSpec(
            name: "scroll", usage: "scroll TARGET",
            summary: "Scroll a lazy container so more rows appear (drives pagination).",
            example: "scroll list", prints: "what changed"),
        CommandSpec(
            name: "refresh", usage: "refresh [TARGET]",
            summary: "Pull to refresh the refreshable content TARGET names, else the first on screen.",
            example: "refresh", prints: "what changed"),
        CommandSpec(
            name: "back", usage: "back", summary: "Pop the top view of the visible navigation stack.",
            example: "back", prints: "what changed"),
        CommandSpec(
            name: "dismiss", usage: "dismiss", summary: "Dismiss the top sheet, alert or dialog as a user would.",
            example: "dismiss", prints: "what changed, or why the dismissal was refused"),
        CommandSpec(
            name: "tab", usage: "tab NAME", summary: "Select a tab by its title.",
            example: "tab Settings", prints: "what changed"),
        CommandSpec(
            name: "search", usage: "search \"text\"", summary: "Type into the screen's search field.",
            example: "search \"dune\"", prints: "what changed"),
        CommandSpec(
            name: "url", usage: "url URL", summary: "Open a URL: the deep link reaches the onOpenURL handlers.",
            example: "url inkwell://book/4821", prints: "what changed"),
        CommandSpec(
            name: "actions", usage: "actions [--json]", summary: "List the store actions the preview names.",
            example: "actions", prints: "one action a line"),
        CommandSpec(
            name: "do", usage: "do ACTION", summary: "Run a named store action, as a tap would.",
            example: "do reload", prints: "what changed"),
        CommandSpec(
            name: "step", usage: "step", summary: "Run one ready job of the scheduler.",
            example: "step", prints: "the job that ran, then what changed"),
        CommandSpec(
            name: "settle", usage: "settle", summary: "Run every ready job; virtual time does not move.",
            example: "settle", prints: "what changed"),
        CommandSpec(
            name: "advance", usage: "advance DURATION",
            summary: "Move virtual time forward (1s, 250ms, 1.5ms, 2m), firing timers in order.",
            example: "advance 1s", prints: "what changed"),
        CommandSpec(
            name: "save", usage: "save [--json]",
            summary: "Save the open DocumentGroup window's document: print the file its fileWrapper returns.",
            example: "save", prints: "the file's name, type and contents"),
        CommandSpec(
            name: "commands", usage: "commands [--json]",
            summary:
                "List the open app's menu bar (an app's window or document preview): the system's own items and "
                + "the app's .commands { } in macOS's order, each with its shortcut and whether .disabled allows it "
                + "with the focused values now; pickers as submenus, sections and dividers as lines.",
            example: "commands", prints: "one menu a line, its items indented beneath it"),
        CommandSpec(
            name: "command", usage: "command \"MENU/ITEM\"",
            summary: "Choose an item of the open app's menu commands, as clicking it in the menu bar does.",
            example: "command \"Story/New Chapter\"", prints: "what changed"),
        CommandSpec(
            name: "shortcut", usage: "shortcut KEYS",
            summary:
                "Press a keyboard shortcut (cmd, shift, opt, ctrl): the open app's menu item that has it, else the "
                + "window's button with that .keyboardShortcut (return: .defaultAction, escape: .cancelAction).",
            example: "shortcut cmd+shift+n", prints: "what changed"),
        CommandSpec(
            name: "tasks", usage: "tasks [--json]", summary: "List live tasks, what each waits for and who started it.",
            example: "tasks", prints: "one task a line"),
        CommandSpec(
            name: "undo", usage: "undo", summary: "Go back one step (replays the session up to the previous step).",
            example: "undo", prints: "the step now current"),
        CommandSpec(
            name: "goto", usage: "goto N", summary: "Go to step N of the history.",
            example: "goto 2", prints: "the step now current"),
        CommandSpec(
            name: "history", usage: "history [--json]", summary: "List the session's steps; * marks the current one.",
            example: "history", prints: "one step a line"),
        CommandSpec(
            name: "record", usage: "record [--force] FILE",
            summary: "Start recording commands and outputs as a scenario script; --force replaces an existing file.",
            example: "record scripts/shelf-retry.scenario", prints: "where the recording goes"),
        CommandSpec(
            name: "export", usage: "export [--force] FILE.swift",
            summary:
                "Write the session as a Swift Testing test that replays its steps and checks what you looked at.",
            example: "export Tests/AppTests/RetryTests.swift", prints: "the file written, its steps and checks"),
        CommandSpec(
            name: "stop", usage: "stop", summary: "Stop recording and write the script atomically.",
            example: "stop", prints: "the file written and its step count"),
        CommandSpec(
            name: "replay", usage: "replay FILE...", summary: "Replay scenario scripts, each from a fresh session.",
            example: "replay scripts/shelf-retry.scenario", prints: "a diff at the first mismatch; a summary line"),
        CommandSpec(
            name: "matrix", usage: "matrix AXIS=V1,V2 ...",
            summary: "Replay the session's steps under every combination of traits, each fresh; show what differs.",
            example: "matrix colorScheme=light,dark horizontalSizeClass=compact,regular",
            prints: "per step, what differs between variants, or one line where they agree; each variant's outcome"),
        CommandSpec(
            name: "reload",
            usage: "reload",
            summary: "Rebuild your previews after an edit; the session goes on in the new build.",
            example: "reload",
            prints: "how the view tree changed, or the first compiler errors (the old build keeps running)"),
        CommandSpec(
            name: "explain", usage: "explain [VIEW]",
            summary: "Explain the last step: what ran, what changed, who re-evaluated and why.",
            example: "explain", prints: "the causal chain in plain words"),
        CommandSpec(
            name: "lesson", usage: "lesson [NAME]", summary: "List the guided lessons, or start one.",
            example: "lesson state-ownership", prints: "the lesson's next step"),
        CommandSpec(
            name: "set", usage: "set echo tree|ax|path|diff|none", summary: "Choose what prints after each action.",
            example: "set echo ax", prints: "nothing"),
        CommandSpec(
            name: "help", usage: "help [COMMAND]", summary: "List the commands, or explain one.",
            example: "help tap", prints: "usage, an example and what it prints"),
        CommandSpec(
            name: "quit", usage: "quit", summary: "Leave the shell (Ctrl-D works too).",
            example: "quit", prints: "nothing"),
    ]

    /// The spec of a command by name.
    public static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }
}

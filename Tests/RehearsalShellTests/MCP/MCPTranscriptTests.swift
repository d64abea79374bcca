import Foundation
import RehearsalUI
import Testing

@testable import RehearsalShell

/// `rehearse mcp`, driven by a small client of our own through the built binary: a whole session over the
/// Model Context Protocol, compared message by message.
@Suite struct MCPTranscriptTests {
    /// The client's messages, one JSON-RPC message a line, as an agent sends them.
    static let requests = [
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"transcript","version":"1"}}}"#,
        #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
        #"{"jsonrpc":"2.0","id":2,"method":"ping"}"#,
        #"{"jsonrpc":"2.0","id":3,"method":"tools/list"}"#,
        #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"open_preview","arguments":{"name":"CrashingScreen/Buggy buttons"}}}"#,
        #"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"tap","arguments":{"target":"Count"}}}"#,
        #"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"read_accessibility"}}"#,
        #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"tap","arguments":{"target":"button \"Nope\""}}}"#,
        #"{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"tap","arguments":{"target":"Crash"}}}"#,
        #"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"run_command","arguments":{"command":"history"}}}"#,
        #"{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"tap","arguments":{"label":"Count"}}}"#,
        #"{"jsonrpc":"2.0","id":11,"method":"tools/call","params":{"name":"tapp","arguments":{"target":"Count"}}}"#,
        #"{"jsonrpc":"2.0","id":12,"method":"resources/list"}"#,
        #"{"jsonrpc":"2.0","id":13,"method":"tools/call","params":{"name":"undo"}}"#,
        "tap Count",
    ]

    /// What the server wrote, a message a line, with the `tools/list` reply spread over one line per tool.
    static func transcript(_ output: String) throws -> String {
        var lines: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.contains(#""result":{"tools":["#) else {
                lines.append(String(line))
                continue
            }
            guard case .object(let message) = try MCPJSONReader.parse(String(line)),
                case .object(let result)? = message.first(where: { $0.0 == "result" })?.1,
                case .array(let tools)? = result.first?.1
            else {
                lines.append("unexpected tools/list reply: \(line)")
                continue
            }
            lines.append("tools/list (id 3):")
            for tool in tools { lines.append("  " + tool.serialized()) }
        }
        return lines.joined(separator: "\n")
    }

    @Test("A whole session: initialize, tools/list, open, act, read, a failing call, a crash, protocol errors")
    func session() throws {
        let run = try RehearseBinary.run(["mcp"], input: Self.requests.joined(separator: "\n") + "\n")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(try Self.transcript(run.output) == Self.expected)
    }

    static let expected = """
        {"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{"listChanged":false}},"serverInfo":{"name":"rehearse","title":"Rehearsal","version":"0.1.0"},"instructions":"Rehearsal runs SwiftUI previews headless, as text. Call list_previews, then open_preview; act with tap, type_text, select, toggle, back, advance or run_command (any shell verb); read with read_accessibility (the targets), read_tree, read_state, read_diff and explain."}}
        {"jsonrpc":"2.0","id":2,"result":{}}
        tools/list (id 3):
          {"name":"list_previews","title":"List previews","description":"List the previews that can be opened, as FileStem/Preview name.","inputSchema":{"type":"object","properties":{},"additionalProperties":false}}
          {"name":"list_stubs","title":"List stubs","description":"List the stub environments (PreviewModifiers) that apply_stub can apply.","inputSchema":{"type":"object","properties":{},"additionalProperties":false}}
          {"name":"open_preview","title":"Open a preview","description":"Load a preview in a fresh session and settle it; returns its view tree.","inputSchema":{"type":"object","properties":{"name":{"type":"string","description":"The preview, as list_previews names it, like \\"ShelfScreen/Loaded\\"."}},"required":["name"],"additionalProperties":false}}
          {"name":"apply_stub","title":"Apply a stub","description":"Apply a stub environment to the open preview; its state is kept.","inputSchema":{"type":"object","properties":{"stub":{"type":"string","description":"The stub, as list_stubs names it."}},"required":["stub"],"additionalProperties":false}}
          {"name":"run_command","title":"Run a shell command","description":"Run one line of the rehearse shell's command language, exactly as typed in the shell (every verb: tap, longpress, type, replace, clear, submit, toggle, select, adjust, swipe, menu, delete, move, scroll, refresh, back, dismiss, tab, search, url, do, step, settle, advance, trait, defaults, undo, goto, record, stop, replay...). `help` lists the commands, `help COMMAND` explains one.","inputSchema":{"type":"object","properties":{"command":{"type":"string","description":"The command line, like tap button \\"Save\\" or advance 2s."}},"required":["command"],"additionalProperties":false}}
          {"name":"tap","title":"Tap","description":"Tap an element (a button, a link, a row, anything with a tap gesture); returns what changed.","inputSchema":{"type":"object","properties":{"target":{"type":"string","description":"The element, in the shell's target language: \\"\\\\\\"Save\\\\\\"\\" (a label), \\"#addButton\\" (an identifier), \\"button \\\\\\"Save\\\\\\"\\" (a role and a label), with [n] for the n-th match; a plain word or phrase is taken as a label. `read_accessibility` lists what the screen offers."},"count":{"type":"integer","minimum":1,"description":"How many taps at once (2 for a double tap); 1 by default."}},"required":["target"],"additionalProperties":false}}
          {"name":"type_text","title":"Type text","description":"Type text at the end of a text field; returns what changed.","inputSchema":{"type":"object","properties":{"target":{"type":"string","description":"The element, in the shell's target language: \\"\\\\\\"Save\\\\\\"\\" (a label), \\"#addButton\\" (an identifier), \\"button \\\\\\"Save\\\\\\"\\" (a role and a label), with [n] for the n-th match; a plain word or phrase is taken as a label. `read_accessibility` lists what the screen offers."},"text":{"type":"string","description":"The text to type."}},"required":["target","text"],"additionalProperties":false}}
          {"name":"select","title":"Select an option","description":"Choose a picker's option by its label; returns what changed.","inputSchema":{"type":"object","properties":{"target":{"type":"string","description":"The element, in the shell's target language: \\"\\\\\\"Save\\\\\\"\\" (a label), \\"#addButton\\" (an identifier), \\"button \\\\\\"Save\\\\\\"\\" (a role and a label), with [n] for the n-th match; a plain word or phrase is taken as a label. `read_accessibility` lists what the screen offers."},"option":{"type":"string","description":"The option's label."}},"required":["target","option"],"additionalProperties":false}}
          {"name":"toggle","title":"Flip a toggle","description":"Flip a toggle; returns what changed.","inputSchema":{"type":"object","properties":{"target":{"type":"string","description":"The element, in the shell's target language: \\"\\\\\\"Save\\\\\\"\\" (a label), \\"#addButton\\" (an identifier), \\"button \\\\\\"Save\\\\\\"\\" (a role and a label), with [n] for the n-th match; a plain word or phrase is taken as a label. `read_accessibility` lists what the screen offers."}},"required":["target"],"additionalProperties":false}}
          {"name":"back","title":"Go back","description":"Pop the top view of the visible navigation stack.","inputSchema":{"type":"object","properties":{},"additionalProperties":false}}
          {"name":"advance","title":"Advance virtual time","description":"Move virtual time forward, firing timers and sleeps in order; returns what changed.","inputSchema":{"type":"object","properties":{"duration":{"type":"string","description":"How long: 1s, 250ms, 1.5ms or 2m."}},"required":["duration"],"additionalProperties":false}}
          {"name":"read_tree","title":"Read the view tree","description":"The view tree with each custom view's state.","inputSchema":{"type":"object","properties":{},"additionalProperties":false}}
          {"name":"read_accessibility","title":"Read the accessibility tree","description":"The accessibility tree in reading order: the targets tap and the other verbs reach.","inputSchema":{"type":"object","properties":{},"additionalProperties":false}}
          {"name":"read_path","title":"Read the navigation path","description":"Every live tab, navigation stack and presentation.","inputSchema":{"type":"object","properties":{},"additionalProperties":false}}
          {"name":"read_state","title":"Read the state","description":"Every custom view's state and the objects it observes.","inputSchema":{"type":"object","properties":{},"additionalProperties":false}}
          {"name":"read_diff","title":"Read the last change","description":"How the view tree changed in the last step.","inputSchema":{"type":"object","properties":{},"additionalProperties":false}}
          {"name":"read_history","title":"Read the history","description":"The session's steps, numbered; goto takes one of the numbers.","inputSchema":{"type":"object","properties":{},"additionalProperties":false}}
          {"name":"explain","title":"Explain the last step","description":"What ran in the last step, what changed, which views re-evaluated and why.","inputSchema":{"type":"object","properties":{"view":{"type":"string","description":"Only this view's part, by its type name."}},"additionalProperties":false}}
          {"name":"undo","title":"Undo","description":"Go back one step (the session is replayed up to the previous step).","inputSchema":{"type":"object","properties":{},"additionalProperties":false}}
          {"name":"goto","title":"Go to a step","description":"Go to step N of the history (read_history lists them).","inputSchema":{"type":"object","properties":{"step":{"type":"integer","minimum":0,"description":"The step's number; 0 is before the first step."}},"required":["step"],"additionalProperties":false}}
          {"name":"export_test","title":"Export a Swift Testing file","description":"Turn the session into a Swift Testing @Test through the RehearsalTesting product: it opens the preview, takes every step and checks what was read after each. Returns the file's text; with file, also writes it (never replacing a file export did not write, unless force is true).","inputSchema":{"type":"object","properties":{"file":{"type":"string","description":"Where to write it, a FILE.swift relative to the server's working directory; without it, nothing is written."},"force":{"type":"boolean","description":"Replace a file there that export did not write; false by default."}},"additionalProperties":false}}
          {"name":"run_matrix","title":"Replay the session under variants","description":"Replay the session's steps under every combination of the axes (colorScheme, dynamicTypeSize, horizontalSizeClass, verticalSizeClass, device), each in a fresh session, and report only what differs between the variants, per step; the session itself is not changed.","inputSchema":{"type":"object","properties":{"axes":{"type":"object","properties":{"colorScheme":{"type":"array","items":{"enum":["light","dark"]},"minItems":1,"uniqueItems":true},"dynamicTypeSize":{"type":"array","items":{"enum":["xSmall","small","medium","large","xLarge","xxLarge","xxxLarge","accessibility1","accessibility2","accessibility3","accessibility4","accessibility5"]},"minItems":1,"uniqueItems":true},"horizontalSizeClass":{"type":"array","items":{"enum":["compact","regular"]},"minItems":1,"uniqueItems":true},"verticalSizeClass":{"type":"array","items":{"enum":["compact","regular"]},"minItems":1,"uniqueItems":true},"device":{"type":"array","items":{"enum":["iPhone15","iPhone15Pro","iPhone15ProMax","iPhone16Pro","iPhoneSE","iPad","iPadPro13"]},"minItems":1,"uniqueItems":true}},"minProperties":1,"additionalProperties":false,"description":"Each axis and its values, like {\\"colorScheme\\": [\\"light\\", \\"dark\\"], \\"dynamicTypeSize\\": [\\"large\\", \\"accessibility3\\"]}; at most 64 combinations."}},"required":["axes"],"additionalProperties":false}}
        {"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"text","text":"NavigationStack\\n  CrashingScreen  @State taps=0 selectedTitle=nil\\n    VStack  .navigationTitle(\\"Diagnostics\\")\\n      Text \\"Taps: 0\\"\\n      Button \\"Count\\"\\n      Button \\"Crash\\"\\n      Button \\"Hang\\""}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":1},"isError":false}}
        {"jsonrpc":"2.0","id":5,"result":{"content":[{"type":"text","text":"@State taps of CrashingScreen: 0 → 1\\n@@ -1,5 +1,5 @@\\n NavigationStack\\n-  CrashingScreen  @State taps=0 selectedTitle=nil\\n+  CrashingScreen  @State taps=1 selectedTitle=nil\\n     VStack  .navigationTitle(\\"Diagnostics\\")\\n-      Text \\"Taps: 0\\"\\n+      Text \\"Taps: 1\\"\\n       Button \\"Count\\""}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":2},"isError":false}}
        {"jsonrpc":"2.0","id":6,"result":{"content":[{"type":"text","text":"navigationBar \\"Diagnostics\\"\\nstaticText \\"Taps: 1\\"\\nbutton \\"Count\\"\\nbutton \\"Crash\\"\\nbutton \\"Hang\\""}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":2,"data":[{"role":"navigationBar","label":"Diagnostics"},{"role":"staticText","label":"Taps: 1"},{"role":"button","label":"Count"},{"role":"button","label":"Crash"},{"role":"button","label":"Hang"}]},"isError":false}}
        {"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"error: expected an element matching button \\"Nope\\" on screen to tap, but there is none.\\nThe screen has: navigationBar \\"Diagnostics\\", staticText \\"Taps: 1\\", button \\"Count\\", button \\"Crash\\", button \\"Hang\\".\\nTo fix, use a target from `ax` (labels match exactly, case included)."}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":2,"error":{"code":"notFound","message":"expected an element matching button \\"Nope\\" on screen to tap, but there is none.\\nThe screen has: navigationBar \\"Diagnostics\\", staticText \\"Taps: 1\\", button \\"Count\\", button \\"Crash\\", button \\"Hang\\".\\nTo fix, use a target from `ax` (labels match exactly, case included).","hint":null}},"isError":true}}
        {"jsonrpc":"2.0","id":8,"result":{"content":[{"type":"text","text":"error: the preview crashed during `tap \\"Crash\\"`: Fatal error: Unexpectedly found nil while unwrapping an Optional value (at SamplePreviews/CrashingScreen.swift:17)\\n  the session was restored to step 2 (tap \\"Count\\") in a new worker; history and any recording are intact"}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":2,"error":{"code":"crash","message":"the preview crashed during `tap \\"Crash\\"`: Fatal error: Unexpectedly found nil while unwrapping an Optional value (at SamplePreviews/CrashingScreen.swift:17)","hint":"the session was restored to step 2 (tap \\"Count\\") in a new worker; history and any recording are intact"}},"isError":true}}
        {"jsonrpc":"2.0","id":9,"result":{"content":[{"type":"text","text":"  1  open \\"CrashingScreen/Buggy buttons\\"\\n* 2  tap \\"Count\\""}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":2},"isError":false}}
        {"jsonrpc":"2.0","id":10,"result":{"content":[{"type":"text","text":"error: tap takes the arguments target, count, but was given \\"label\\"\\n  see the tool's inputSchema in tools/list"}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":2,"error":{"code":"arguments","message":"tap takes the arguments target, count, but was given \\"label\\"","hint":"see the tool's inputSchema in tools/list"}},"isError":true}}
        {"jsonrpc":"2.0","id":11,"error":{"code":-32602,"message":"invalid params: unknown tool \\"tapp\\" (tools/list lists them); did you mean \\"tap\\"?"}}
        {"jsonrpc":"2.0","id":12,"error":{"code":-32601,"message":"method not found: resources/list; this server offers initialize, ping, tools/list, tools/call, server/discover"}}
        {"jsonrpc":"2.0","id":13,"result":{"content":[{"type":"text","text":"at step 1 of 2: open \\"CrashingScreen/Buggy buttons\\"\\nNavigationStack\\n  CrashingScreen  @State taps=0 selectedTitle=nil\\n    VStack  .navigationTitle(\\"Diagnostics\\")\\n      Text \\"Taps: 0\\"\\n      Button \\"Count\\"\\n      Button \\"Crash\\"\\n      Button \\"Hang\\""}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":1},"isError":false}}
        {"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error: the line is not JSON: expected a JSON value (an object, array, string, number, true, false or null) at character 1, but found \\"t\\""}}

        """

    @Test("Typed tools (tap --count, explain, goto, read_state, read_history) and a hang that the server survives")
    func typedToolsAndHang() throws {
        let lines = [
            #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"open_preview","arguments":{"name":"CrashingScreen/Buggy buttons"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"tap","arguments":{"target":"Count","count":2}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"explain","arguments":{"view":"CrashingScreen"}}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"goto","arguments":{"step":1}}}"#,
            #"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"read_state"}}"#,
            #"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"tap","arguments":{"target":"Hang"}}}"#,
            #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"read_history"}}"#,
        ]
        let run = try RehearseBinary.run(
            ["mcp"], input: lines.joined(separator: "\n") + "\n", environment: ["REHEARSE_WATCHDOG": "3"])
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.output == Self.hangExpected)
    }

    static let hangExpected = """
        {"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"NavigationStack\\n  CrashingScreen  @State taps=0 selectedTitle=nil\\n    VStack  .navigationTitle(\\"Diagnostics\\")\\n      Text \\"Taps: 0\\"\\n      Button \\"Count\\"\\n      Button \\"Crash\\"\\n      Button \\"Hang\\""}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":1},"isError":false}}
        {"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"@State taps of CrashingScreen: 0 → 1\\n@State taps of CrashingScreen: 1 → 2\\n@@ -1,5 +1,5 @@\\n NavigationStack\\n-  CrashingScreen  @State taps=0 selectedTitle=nil\\n+  CrashingScreen  @State taps=2 selectedTitle=nil\\n     VStack  .navigationTitle(\\"Diagnostics\\")\\n-      Text \\"Taps: 0\\"\\n+      Text \\"Taps: 2\\"\\n       Button \\"Count\\""}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":2},"isError":false}}
        {"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"CrashingScreen was last evaluated in step 2 (tap --count 2 \\"Count\\"): it read @State taps of CrashingScreen, which changed: 0 → 1.\\nIt reads @State taps of CrashingScreen.\\nA change to one of those re-evaluates it; so do new inputs from a parent and a change of the environment."}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":2},"isError":false}}
        {"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"text","text":"at step 1 of 2: open \\"CrashingScreen/Buggy buttons\\"\\nNavigationStack\\n  CrashingScreen  @State taps=0 selectedTitle=nil\\n    VStack  .navigationTitle(\\"Diagnostics\\")\\n      Text \\"Taps: 0\\"\\n      Button \\"Count\\"\\n      Button \\"Crash\\"\\n      Button \\"Hang\\""}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":1},"isError":false}}
        {"jsonrpc":"2.0","id":5,"result":{"content":[{"type":"text","text":"views and the state they own:\\n  CrashingScreen\\n    @State taps = 0  read by CrashingScreen\\n    @State selectedTitle = nil  read by no view"}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":1,"data":{"views":[{"view":"CrashingScreen","depth":0,"properties":[{"wrapper":"@State","name":"taps","value":"0","readBy":["CrashingScreen"]},{"wrapper":"@State","name":"selectedTitle","value":"nil","readBy":[]}]}],"objects":[],"environment":[],"readersFromChanges":false}},"isError":false}}
        {"jsonrpc":"2.0","id":6,"result":{"content":[{"type":"text","text":"error: `tap \\"Hang\\"` did not finish within 3s of real time, so its worker was stopped: no view's body was running (an action, a task or Rehearsal itself was), in preview \\"CrashingScreen/Buggy buttons\\" (SamplePreviews/CrashingScreen.swift:29)\\n  the session was restored to step 1 (open \\"CrashingScreen/Buggy buttons\\") in a new worker; if the command needs longer, set REHEARSE_WATCHDOG to more seconds"}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":1,"error":{"code":"hang","message":"`tap \\"Hang\\"` did not finish within 3s of real time, so its worker was stopped: no view's body was running (an action, a task or Rehearsal itself was), in preview \\"CrashingScreen/Buggy buttons\\" (SamplePreviews/CrashingScreen.swift:29)","hint":"the session was restored to step 1 (open \\"CrashingScreen/Buggy buttons\\") in a new worker; if the command needs longer, set REHEARSE_WATCHDOG to more seconds"}},"isError":true}}
        {"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"* 1  open \\"CrashingScreen/Buggy buttons\\"\\n  2  tap --count 2 \\"Count\\""}],"structuredContent":{"preview":"CrashingScreen/Buggy buttons","step":1,"data":[{"step":1,"command":"open \\"CrashingScreen/Buggy buttons\\"","current":true},{"step":2,"command":"tap --count 2 \\"Count\\"","current":false}]},"isError":false}}

        """
}

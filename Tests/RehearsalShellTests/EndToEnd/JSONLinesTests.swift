import Foundation
import Testing

@testable import RehearsalShell

/// `rehearse --jsonl`: one JSON reply a line for each request, crashes included.
@Suite struct JSONLinesTests {
    @Test("Each request gets one reply: output, errors with code and hint, a crash, the step and preview")
    func transcript() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "open \\"CrashingScreen/Buggy buttons\\""}
                {"command": "set echo none"}
                {"command": "tap \\"Count\\""}
                {"command": "tap \\"Crash\\""}
                {"command": "tap button \\"Nope\\""}
                tree
                {"command": "quit"}
                {"command": "tree"}

                """)
        let opened =
            #"NavigationStack\n  CrashingScreen  @State taps=0 selectedTitle=nil\n    VStack  .navigationTitle(\"Diagnostics\")\n      Text \"Taps: 0\"\n      Button \"Count\"\n      Button \"Crash\"\n      Button \"Hang\""#
        #expect(
            run
                == .init(
                    output: """
                        {"ok":true,"output":"\(opened)","preview":"CrashingScreen/Buggy buttons","step":1}
                        {"ok":true,"output":"","preview":"CrashingScreen/Buggy buttons","step":1}
                        {"ok":true,"output":"","preview":"CrashingScreen/Buggy buttons","step":2}
                        {"ok":false,"output":"","error":{"code":"crash","message":"the preview crashed during `tap \\"Crash\\"`: Fatal error: Unexpectedly found nil while unwrapping an Optional value (at SamplePreviews/CrashingScreen.swift:17)","hint":"the session was restored to step 2 (tap \\"Count\\") in a new worker; history and any recording are intact"},"preview":"CrashingScreen/Buggy buttons","step":2}
                        {"ok":false,"output":"","error":{"code":"notFound","message":"expected an element matching button \\"Nope\\" on screen to tap, but there is none.\\nThe screen has: navigationBar \\"Diagnostics\\", staticText \\"Taps: 1\\", button \\"Count\\", button \\"Crash\\", button \\"Hang\\".\\nTo fix, use a target from `ax` (labels match exactly, case included).","hint":null},"preview":"CrashingScreen/Buggy buttons","step":2}
                        {"ok":false,"output":"","error":{"code":"syntax","message":"expected a JSON object like {\\"command\\": \\"tree\\"}, found tree","hint":"send one JSON object a line; see Documentation/JSONLines.md"},"preview":"CrashingScreen/Buggy buttons","step":2}
                        {"ok":true,"output":"","preview":"CrashingScreen/Buggy buttons","step":2,"quit":true}

                        """, errors: "", status: 0))
    }

    @Test("A completions request lists the targets on screen, the tabs and the actions")
    func completions() throws {
        let run = try RehearseBinary.run(
            ["--jsonl", "--preview", "CrashingScreen/Buggy buttons"], input: #"{"request": "completions"}"# + "\n")
        let reply = try WorkerReply(jsonLine: String(run.output.dropLast()))
        #expect(
            reply.completions?.targets == [
                CompletionTarget(role: "navigationBar", label: "Diagnostics"),
                CompletionTarget(role: "staticText", label: "Taps: 0"),
                CompletionTarget(role: "button", label: "Count"),
                CompletionTarget(role: "button", label: "Crash"),
                CompletionTarget(role: "button", label: "Hang"),
            ])
        #expect(reply.completions?.tabs == [])
        #expect(reply.completions?.actions == [])
        #expect(reply.completions?.previews.contains("CrashingScreen/Buggy buttons") == true)
        #expect(reply.completions?.traits.first == "colorScheme=light")
    }
}

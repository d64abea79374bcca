import Rehearsal
import Testing

@testable import RehearsalShell

@Suite struct WorkerProtocolTests {
    @Test("A request is one JSON object: a command line, or a request for completions")
    func requests() throws {
        #expect(WorkerRequest.command("tap \"OK\"").jsonLine == #"{"command":"tap \"OK\""}"#)
        #expect(WorkerRequest.completions.jsonLine == #"{"request":"completions"}"#)
        #expect(try WorkerRequest(jsonLine: #"{"command": "tap \"Café\""}"#) == .command("tap \"Café\""))
        #expect(try WorkerRequest(jsonLine: #" {"request":"completions"} "#) == .completions)
    }

    @Test("A request that is not one says what a request looks like")
    func badRequests() {
        #expect(
            throws: CommandError(
                "expected a JSON object like {\"command\": \"tree\"}, found tree", code: "syntax",
                hint: "send one JSON object a line; see Documentation/JSONLines.md")
        ) { try WorkerRequest(jsonLine: "tree") }
        #expect(
            throws: CommandError(
                "unknown request \"targets\"; expected completions, reset, variant or module", code: "syntax",
                hint: "send {\"request\": \"completions\"} or {\"command\": \"...\"}")
        ) { try WorkerRequest(jsonLine: #"{"request":"targets"}"#) }
        #expect(
            throws: CommandError(
                #"expected exactly one of "command" or "request", found {}"#, code: "syntax",
                hint: #"for example: {"command": "open \"ShelfScreen/Loaded\""}"#)
        ) { try WorkerRequest(jsonLine: "{}") }
    }

    @Test("A reply prints its fields in a fixed order and reads back the same")
    func replies() throws {
        let success = WorkerReply(
            output: "navigationBar \"Shelf\"\nlink \"Dune\"", preview: "ShelfScreen/Loaded", step: 1)
        #expect(
            success.jsonLine
                == #"{"ok":true,"output":"navigationBar \"Shelf\"\nlink \"Dune\"","preview":"ShelfScreen/Loaded","step":1}"#
        )
        let failure = WorkerReply(
            error: CommandError("no preview is open", code: "state", hint: "open one first", column: 3), step: 0)
        #expect(
            failure.jsonLine
                == #"{"ok":false,"output":"","error":{"code":"state","message":"no preview is open","hint":"open one first","column":3},"preview":null,"step":0}"#
        )
        let quit = WorkerReply(quits: true)
        #expect(quit.jsonLine == #"{"ok":true,"output":"","preview":null,"step":0,"quit":true}"#)
        let completions = WorkerReply(
            completions: CompletionData(
                previews: ["A/B"], targets: [CompletionTarget(role: "button", label: "OK", identifier: "ok")]))
        #expect(
            completions.jsonLine
                == #"{"ok":true,"output":"","preview":null,"step":0,"completions":{"previews":["A/B"],"stubs":[],"actions":[],"targets":[{"role":"button","label":"OK","identifier":"ok"}],"tabs":[],"traits":[]}}"#
        )
        for reply in [success, failure, quit, completions] {
            #expect(try WorkerReply(jsonLine: reply.jsonLine) == reply)
        }
    }
}

import Foundation
import Testing

/// The built `rehearse`: work a step sends out of the virtual scheduler (a dispatch queue, a thread) is
/// reported as a warning that names it; a preview's `print` lines show in replay's report, text, JSON and JUnit.
@Suite struct SchedulerEscapeTests {
    static let input = """
        open "EscapingScreen/Real queues"
        set echo none
        tap "Global queue"
        tap "Main queue later"
        tap "Thread"
        tap "Task"
        state

        """

    static let expected = """
        EscapingScreen  @State taps=0
          VStack
            Text "Taps: 0"
            Button "Global queue"
            Button "Main queue later"
            Button "Thread"
            Button "Task"
        warning: this step sent work out of the virtual scheduler: 1 DispatchQueue.async call (to the queue "com.apple.root.default-qos"). It runs on real time, so what it changes may arrive at any moment or differ between runs. To fix, use async/await (Task, Task.sleep, an actor) instead of DispatchQueue and Thread, so the session's virtual time runs the work.
        warning: this step sent work out of the virtual scheduler: 1 DispatchQueue.asyncAfter call (to the queue "com.apple.main-thread"). It runs on real time, so what it changes may arrive at any moment or differ between runs. Work sent to the main queue never runs here: nothing drains it. To fix, use async/await (Task, Task.sleep, an actor) instead of DispatchQueue and Thread, so the session's virtual time runs the work.
        warning: this step sent work out of the virtual scheduler: 1 new Thread. It runs on real time, so what it changes may arrive at any moment or differ between runs. To fix, use async/await (Task, Task.sleep, an actor) instead of DispatchQueue and Thread, so the session's virtual time runs the work.
        views and the state they own:
          EscapingScreen
            @State taps = 4  read by EscapingScreen

        """

    @Test("DispatchQueue.async, asyncAfter to the main queue and a Thread each warn; a Task does not")
    func piped() throws {
        let first = try RehearseBinary.run(input: Self.input)
        #expect(first == .init(output: Self.expected, errors: "", status: 0))
        #expect(try RehearseBinary.run(input: Self.input) == first)
    }

    @Test("JSON lines carry the same warnings in the step's output")
    func jsonLines() throws {
        let lines = Self.input.split(separator: "\n").map { line in
            String(decoding: try! JSONSerialization.data(withJSONObject: ["command": String(line)]), as: UTF8.self)
        }
        let run = try RehearseBinary.run(["--jsonl"], input: lines.joined(separator: "\n") + "\n")
        let outputs = try run.output.split(separator: "\n").map { reply in
            let object = try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any]
            return object?["output"] as? String ?? "(no output)"
        }
        #expect(outputs.filter { !$0.isEmpty }.joined(separator: "\n") + "\n" == Self.expected)
    }

    @Test("replay reports what the preview printed under the script, with the line that printed it")
    func printsInReplay() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            """
            open "ClockScreen/Wall clock"
            advance 2s
            tap "Stamp"
            expect ax contains staticText "Stamped 2026-01-01T09:00:02Z"

            """.utf8
        ).write(to: folder.appendingPathComponent("stamp.scenario"))
        #expect(
            try RehearseBinary.run(["replay", "--junit", "report.xml", "stamp.scenario"], directory: folder)
                == .init(
                    output: """
                        PASS stamp.scenario (3 commands)
                          line 3 (tap "Stamp"): print: stamped at 2026-01-01T09:00:02Z
                          line 3 (tap "Stamp"): print: now 1 stamps
                        1 passed, 0 failed

                        """, errors: "", status: 0))
        #expect(
            try String(contentsOf: folder.appendingPathComponent("report.xml"), encoding: .utf8) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="rehearse replay" tests="1" failures="0">
                  <testsuite name="scenarios" tests="1" failures="0">
                    <testcase classname="." name="stamp.scenario" file="stamp.scenario">
                      <system-out>line 3 (tap &quot;Stamp&quot;): print: stamped at 2026-01-01T09:00:02Z
                line 3 (tap &quot;Stamp&quot;): print: now 1 stamps</system-out>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
        #expect(
            try RehearseBinary.run(["replay", "--json", "stamp.scenario"], directory: folder).output == """
                {"passed":1,"failed":0,"results":[{"file":"stamp.scenario","status":"passed","commands":3,"failure":null,"updatedExpectations":0,"prints":[{"line":3,"command":"tap \\"Stamp\\"","text":"stamped at 2026-01-01T09:00:02Z"},{"line":3,"command":"tap \\"Stamp\\"","text":"now 1 stamps"}]}]}

                """)
    }
}

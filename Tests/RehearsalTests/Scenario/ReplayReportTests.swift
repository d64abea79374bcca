import Testing

@testable import Rehearsal

@Suite struct ReplayReportTests {
    static let report = ReplayReport(results: [
        ScenarioResult(
            file: "s/b.scenario", status: .failed, commands: 2,
            failure: ScenarioFailure(
                file: "s/b.scenario", line: 7, message: "expect ax: the output differs", details: "-a <b>\n+c & \"d\"")),
        ScenarioResult(file: "s/a.scenario", status: .passed, commands: 1),
        ScenarioResult(file: "c.scenario", status: .updated, commands: 3, updatedExpectations: 2),
    ])

    @Test("The text report: one line a script sorted by path, failures with their details, then the summary line")
    func text() {
        #expect(
            Self.report.text == """
                UPDATED c.scenario (2 expectations rewritten)
                PASS s/a.scenario (1 command)
                FAIL s/b.scenario:7: expect ax: the output differs
                -a <b>
                +c & "d"
                1 passed, 2 failed
                """)
    }

    @Test("--json: one document with the counts and every result")
    func json() {
        #expect(
            Self.report.json
                == #"{"passed":1,"failed":2,"results":[{"file":"c.scenario","status":"updated","commands":3,"failure":null,"updatedExpectations":2,"prints":[]},{"file":"s/a.scenario","status":"passed","commands":1,"failure":null,"updatedExpectations":0,"prints":[]},{"file":"s/b.scenario","status":"failed","commands":2,"failure":{"line":7,"message":"expect ax: the output differs","details":"-a <b>\n+c & \"d\""},"updatedExpectations":0,"prints":[]}]}"#
        )
    }

    @Test("--junit: a test case per script, failures escaped, updated scripts failing")
    func junit() {
        #expect(
            Self.report.junit == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="rehearse replay" tests="3" failures="2">
                  <testsuite name="scenarios" tests="3" failures="2">
                    <testcase classname="." name="c.scenario" file="c.scenario">
                      <failure message="c.scenario:1: rewrote 2 expectations; replay again to check them"></failure>
                    </testcase>
                    <testcase classname="s" name="a.scenario" file="s/a.scenario"/>
                    <testcase classname="s" name="b.scenario" file="s/b.scenario">
                      <failure message="s/b.scenario:7: expect ax: the output differs">-a &lt;b&gt;
                +c &amp; &quot;d&quot;</failure>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
    }

    @Test("Shards split the sorted scripts round robin: no overlap, no gap, whatever the input order")
    func shards() {
        let files = ["e", "a", "d", "c", "b", "f", "g"]
        let shards = (1...3).map { ScenarioReplay.shard(files, index: $0, count: 3) }
        #expect(shards == [["a", "d", "g"], ["b", "e"], ["c", "f"]])
        #expect(ScenarioReplay.shard(files, index: 1, count: 1) == files.sorted())
    }

    @Test("Arguments: flags, values, and every mistake with the fix")
    func options() throws {
        let options = try ReplayOptions.parse([
            "--json", "--jobs", "4", "--shard", "2/3", "--junit", "r.xml", "x", "--", "--y",
        ])
        #expect(options.json && options.jobs == 4 && options.shard == (2, 3) && options.junitPath == "r.xml")
        #expect(options.paths == ["x", "--y"])
        let mistakes = [["--shard", "4/3", "x"], ["--jobs", "0", "x"], ["--updat", "x"], [], ["--junit"]]
        #expect(
            mistakes.map { arguments in
                do {
                    _ = try ReplayOptions.parse(arguments)
                    return "parsed"
                } catch {
                    return (error as? ReplayUsageError)?.message ?? "\(error)"
                }
            } == [
                "--shard expects I/N with 1 <= I <= N, like 2/3, found \"4/3\"",
                "--jobs expects a number of processes of 1 or more, found \"0\"",
                "unknown option --updat; did you mean --update?",
                "replay expects scenario files or directories, like scripts/scenarios",
                "--junit needs a value",
            ])
    }
}

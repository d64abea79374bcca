import Foundation
import Testing

/// The built `rehearse`: work that waits on the outside world (the main queue, a thread, a Foundation timer,
/// a URLSession request) is listed by `tasks` with the step that sent it and named by `settle`; an
/// invalidated timer leaves the list, and opening a preview again starts an empty list.
@Suite struct OutsideWorkShellTests {
    static let input = """
        open "OutsideWorldScreen/Outside world"
        set echo none
        tap "Main queue"
        tap "Thread"
        tap "Start timer"
        tap "Load"
        tasks
        settle
        tap "Stop timer"
        tasks
        open "OutsideWorldScreen/Outside world"
        tasks
        settle

        """

    static let opened = """
        OutsideWorldScreen  @State sent=0 timers=TimerHolder
          VStack
            Text "Sent: 0"
            Button "Main queue"
            Button "Thread"
            Button "Start timer"
            Button "Stop timer"
            Button "Load"
        """

    static let warnings = """
        warning: this step sent work out of the virtual scheduler: 1 DispatchQueue.async call (to the queue "com.apple.main-thread"). It runs on real time, so what it changes may arrive at any moment or differ between runs. Work sent to the main queue never runs here: nothing drains it. To fix, use async/await (Task, Task.sleep, an actor) instead of DispatchQueue and Thread, so the session's virtual time runs the work.
        warning: this step sent work out of the virtual scheduler: 1 new Thread. It runs on real time, so what it changes may arrive at any moment or differ between runs. To fix, use async/await (Task, Task.sleep, an actor) instead of DispatchQueue and Thread, so the session's virtual time runs the work.
        warning: this step sent work out of the virtual scheduler: 1 Foundation Timer. It runs on real time, so what it changes may arrive at any moment or differ between runs. To fix, use Timer.publish(every:on:in:) with onReceive, or a Task.sleep loop, instead of Timer.scheduledTimer, so the session's virtual time runs the work.
        warning: this step sent work out of the virtual scheduler: 1 URLSession task. It runs on real time, so what it changes may arrive at any moment or differ between runs. To fix, load through a protocol that the preview stubs with canned data instead of a real URLSession, so the session's virtual time runs the work.
        """

    static let waiting = """
        no pending tasks; virtual time 0s
        waiting on the outside world (real time, which the session does not drive):
          DispatchQueue.main.async: never runs here, since nothing drains the main queue [origin: tap "Main queue"]
          a Thread: still running on real time [origin: tap "Thread"]
          a Foundation Timer every 1s: never fires here, since no run loop runs [origin: tap "Start timer"]
          a URLSession task: waits for the network [origin: tap "Load"]
        settled after 0 jobs; virtual time 0s
        not settled: 4 pieces of work wait on the outside world, which virtual time does not drive: DispatchQueue.main.async from tap "Main queue", a Thread from tap "Thread", a Foundation Timer from tap "Start timer", a URLSession task from tap "Load". `tasks` lists them. To fix, replace them with async/await (Task, Task.sleep, Timer.publish) or a stub, so the session's virtual time runs the work.
        no pending tasks; virtual time 0s
        waiting on the outside world (real time, which the session does not drive):
          DispatchQueue.main.async: never runs here, since nothing drains the main queue [origin: tap "Main queue"]
          a Thread: still running on real time [origin: tap "Thread"]
          a URLSession task: waits for the network [origin: tap "Load"]
        """

    static let reopened = """
        no pending tasks; virtual time 0s
        settled after 0 jobs; virtual time 0s
        """

    static var expected: String {
        [opened, warnings, waiting, reopened].joined(separator: "\n") + "\n"
    }

    @Test("tasks lists the main queue, a thread, a Foundation timer and a request; settle names them")
    func piped() throws {
        let first = try RehearseBinary.run(input: Self.input)
        #expect(first == .init(output: Self.expected, errors: "", status: 0))
        #expect(try RehearseBinary.run(input: Self.input) == first)
    }

    @Test("tasks --json lists the same work under outsideWorld, in JSON lines")
    func jsonLines() throws {
        let commands = [
            #"open "OutsideWorldScreen/Outside world""#, "set echo none", #"tap "Main queue""#, #"tap "Start timer""#,
            "tasks --json",
        ]
        let lines = try commands.map { command in
            String(decoding: try JSONSerialization.data(withJSONObject: ["command": command]), as: UTF8.self)
        }
        let run = try RehearseBinary.run(["--jsonl"], input: lines.joined(separator: "\n") + "\n")
        let outputs = try run.output.split(separator: "\n").map { reply in
            let object = try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any]
            return object?["output"] as? String ?? "(no output)"
        }
        #expect(
            outputs.last == """
                {"now":"0s","tasks":[],"otherTimers":[],"otherReadyJobs":0,"outsideWorld":[{"work":"DispatchQueue.main.async","waitsFor":"DispatchQueue.main.async: never runs here, since nothing drains the main queue","origin":"tap \\"Main queue\\""},{"work":"a Foundation Timer","waitsFor":"a Foundation Timer every 1s: never fires here, since no run loop runs","origin":"tap \\"Start timer\\""}]}
                """)
    }
}

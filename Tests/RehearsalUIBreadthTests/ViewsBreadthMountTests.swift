import RehearsalUI
import Synchronization
import Testing
import VirtualTime

/// `ViewsBreadthMount` keeps a mounted view's tasks on virtual time: inside `withVirtualTime { }` they are the
/// scheduler's; outside it the mount refuses (an issue), and nothing it started can run on a real thread.
@MainActor @Suite(.serialized) struct ViewsBreadthMountTests {
    /// How many times the task below got to run, across tests.
    static let runs = Mutex(0)

    struct Waiting: View {
        @State private var status = "waiting"

        var body: some View {
            Text(status)
                .task {
                    ViewsBreadthMountTests.runs.withLock { $0 += 1 }
                    try? await Task.sleep(for: .seconds(60))
                    status = "done"
                }
        }
    }

    @Test("Inside withVirtualTime a mounted .task is the scheduler's: it ends when a virtual minute passes")
    func taskOnVirtualTime() {
        withVirtualTime { scheduler in
            let mounted = ViewsBreadthMount(Waiting())
            #expect(scheduler.pendingWork().tasks.map(\.origin) == ["Waiting .task"])
            scheduler.advance(by: .seconds(60))
            mounted.graph.flush()
            #expect(
                mounted.tree == """
                    Waiting  @State status="done"
                      Text "done"  .task
                    """)
        }
    }

    @Test("Outside virtual time the mount records an issue and the task it would start never runs")
    func refusesOutsideVirtualTime() {
        let before = Self.runs.withLock { $0 }
        withKnownIssue {
            let mounted = ViewsBreadthMount(Waiting())
            #expect(
                mounted.tree == """
                    Waiting  @State status="waiting"
                      Text "waiting"  .task
                    """)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("expected ViewsBreadthMount inside withVirtualTime") }
        }
        // The scheduler the mount used is gone: the task was abandoned before it could start.
        #expect(Self.runs.withLock { $0 } == before)
    }
}

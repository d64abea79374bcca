import Foundation
import RehearsalUI
import VirtualTime

/// A screen whose button starts a task that sleeps one second, then writes its state: one async action.
struct ReloadScreen: View {
    @State private var status = "idle"
    @State private var reloads = 0

    var body: some View {
        VStack {
            Text(status)
            Button("Reload") {
                Task {
                    status = "reloading"
                    try? await Task.sleep(for: .seconds(1))
                    reloads += 1
                    status = "reloaded \(reloads)"
                }
            }
        }
    }
}

/// The same screen with a synchronous action, to tell the scheduler's share of an action from the graph's.
struct CountScreen: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Count") { count += 1 }
        }
    }
}

/// Measures the virtual-time scheduler: raw job throughput, timers, and the cost of one settled async action.
@MainActor enum SchedulerBenchmark {
    /// Prints the figures; runs on the scheduler this thread installed, or installs one for the duration.
    static func run() {
        print("")
        print("Scheduler: jobs, timers and async actions on virtual time")
        if let scheduler = VirtualScheduler.current, scheduler.isOwnedByCurrentThread {
            measure(on: scheduler)
        } else {
            withVirtualTime { measure(on: $0) }
        }
    }

    private static func measure(on scheduler: VirtualScheduler) {
        measureJobs(on: scheduler)
        measureSleeps(on: scheduler)
        measureActions(on: scheduler)
    }

    /// Jobs per second: many short tasks that yield, then one long chain of yields.
    private static func measureJobs(on scheduler: VirtualScheduler) {
        let clock = RealClock()
        let tasks = 10_000
        let yields = 9
        scheduler.reset()
        var jobs = 0
        let spread = clock.measure {
            for _ in 0..<tasks {
                Task { for _ in 0..<yields { await Task.yield() } }
            }
            jobs = scheduler.settle().jobsRun
        }
        print("  \(tasks) tasks x \(yields) yields: \(jobs) jobs in \(format(spread)), \(rate(jobs, spread)) jobs/s")
        scheduler.reset()
        let chain = 100_000
        let chained = clock.measure {
            Task { for _ in 0..<chain { await Task.yield() } }
            jobs = scheduler.settle().jobsRun
        }
        print("  1 task x \(chain) yields: \(jobs) jobs in \(format(chained)), \(rate(jobs, chained)) jobs/s")
    }

    /// Timers per second: tasks sleeping 1 to 100 ms, all woken by one advance.
    private static func measureSleeps(on scheduler: VirtualScheduler) {
        let tasks = 10_000
        scheduler.reset()
        var jobs = 0
        let elapsed = RealClock().measure {
            for index in 0..<tasks {
                Task { try? await Task.sleep(for: .milliseconds(index % 100 + 1)) }
            }
            jobs = scheduler.settle().jobsRun
            jobs += scheduler.advance(by: .seconds(1)).jobsRun
        }
        print(
            "  \(tasks) tasks sleeping until advance(by: 1s): \(jobs) jobs in \(format(elapsed)), \(rate(tasks, elapsed)) sleeps/s"
        )
    }

    /// The cost of one async action settled and advanced, against the same action done synchronously.
    private static func measureActions(on scheduler: VirtualScheduler) {
        let actions = 1_000
        let sync = cost(of: actions, on: scheduler, CountScreen(), button: "Count", advancing: nil)
        let async = cost(of: actions, on: scheduler, ReloadScreen(), button: "Reload", advancing: .seconds(1))
        let settle = format(async.settle / actions)
        let advance = format(async.advance / actions)
        print("  synchronous tap + flush: \(format(sync.total / actions)) per action")
        print("  tap starting a Task that sleeps 1s and writes state: \(format(async.total / actions)) per action")
        print("    of which tap + settle \(settle), advance + settle \(advance)")
        print("  scheduler's share of an async action: \(format((async.total - sync.total) / actions))")
    }

    /// What `actions` taps of `button` cost in all, in the settle after each, and in each advance by `step`.
    private static func cost(
        of actions: Int, on scheduler: VirtualScheduler, _ view: some View, button: String, advancing step: Duration?
    ) -> (total: Duration, settle: Duration, advance: Duration) {
        scheduler.reset()
        let graph = ViewGraph()
        graph.recordsEvaluations = false
        graph.mount(view)
        settle(graph, scheduler)
        guard let tap = tapAction(in: graph, named: button) else {
            fatalError("Expected a button \"\(button)\" in the benchmark screen, found none.")
        }
        let clock = RealClock()
        var settling = Duration.zero
        var advancing = Duration.zero
        for _ in 0..<actions {
            settling += clock.measure {
                ActionOrigin.perform("tap \(button)") { tap() }
                settle(graph, scheduler)
            }
            guard let step else { continue }
            advancing += clock.measure {
                scheduler.advance(by: step)
                settle(graph, scheduler)
            }
        }
        return (settling + advancing, settling, advancing)
    }

    /// Flushes the graph and settles the scheduler until neither has work, as a session does after a command.
    private static func settle(_ graph: ViewGraph, _ scheduler: VirtualScheduler) {
        while true {
            graph.flush()
            if scheduler.settle().jobsRun == 0 && !graph.needsFlush { return }
        }
    }

    /// The tap action of the first element named `label`.
    private static func tapAction(in graph: ViewGraph, named label: String) -> (@MainActor () -> Void)? {
        var stack = graph.root.map { [$0] } ?? []
        while let node = stack.popLast() {
            if let element = node.element, element.accessibility?.label == label, let tap = element.actions.tap {
                return tap
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    /// Events per second, rounded to thousands.
    private static func rate(_ count: Int, _ elapsed: Duration) -> String {
        let perSecond = Double(count) / max(seconds(elapsed), 1e-9)
        return "\(Int((perSecond / 1_000).rounded()))k"
    }
}

import Foundation
import Rehearsal
import VirtualTime

/// Measures replaying every script in `scripts/scenarios` in this process, as `rehearse replay` does.
@MainActor enum ScenarioBenchmark {
    /// Prints the figures; runs on the scheduler this thread installed, or installs one for the duration.
    static func run() {
        print("")
        print("Scenario scripts: parse and replay every script in scripts/scenarios, each from a fresh session")
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/scenarios").path
        guard let files = try? ScenarioReplay.files(in: [directory]), !files.isEmpty else {
            print("  no scripts found in \(directory)")
            return
        }
        if let scheduler = VirtualScheduler.current, scheduler.isOwnedByCurrentThread {
            measure(files, on: scheduler)
        } else {
            withVirtualTime { measure(files, on: $0) }
        }
    }

    private static func measure(_ files: [String], on scheduler: VirtualScheduler) {
        let clock = RealClock()
        let texts = files.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        var scenarios: [Scenario] = []
        let parse = clock.measure {
            scenarios = zip(files, texts).compactMap { try? ScenarioParser.parse($1, file: $0) }
        }
        let steps = scenarios.reduce(0) { $0 + $1.steps.count }
        let host = SessionScenarioHost(
            catalog: PreviewCatalog.discover(in: .modules("SamplePreviews")), scheduler: scheduler)
        let runner = ScenarioRunner(host: host)
        var best = Duration.seconds(1_000)
        var passed = 0
        for _ in 0..<3 {
            var results: [ScenarioResult] = []
            let replay = clock.measure { results = scenarios.map { runner.run($0) } }
            passed = results.count(where: \.passed)
            best = min(best, replay)
        }
        let perHundred = seconds(best) / Double(max(steps, 1)) * 100
        print(
            "  \(files.count) scripts, \(steps) steps (commands and expectations), \(passed) passed: "
                + "parse \(format(parse)), replay \(format(best)) (best of 3)")
        print("  replay per 100 steps: " + format(.nanoseconds(Int64(perHundred * 1e9))) + " (goal: well under 1 s)")
    }
}

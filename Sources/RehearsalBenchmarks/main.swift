import Foundation

/// The benchmark executable: prints its figures; it asserts nothing. Run it in release:
/// `swift run -c release RehearsalBenchmarks`, or name sections to run only those: `graph`, `step`, `render` (the
/// step workload's full render and memory alone, then `render-baseline`), `render-baseline` (that render against the
/// code issue 16 was filed on, built from this repository's history: minutes the first time), `objects`,
/// `scheduler`, `shell`, `trip` (the shell's Inkwell round trips alone), `shell-baseline` (the round trip and the
/// open of 100,000 rows against the code issue 16 was filed on, its `rehearse` built from this repository's history:
/// minutes the first time, never in the default run), `edit` (rows inserted and removed at 100,000 rows in a session
/// in this process), `scenarios`, `session` (a session in this process through many steps), `long` (the
/// graph tapped 100,000 times, then a session, a worker and the shell through many taps on one button; `tabs`
/// adds tab switches), `graph-long` (the graph alone, tapped 100,000 times or the number given), `shell-long` (the
/// worker and the shell alone, through the number of taps given, pinned to one processor and compared with 8 fresh
/// sessions in 200 pairs of turns: minutes), `shell-long-instructions` (the same sessions' instructions
/// per step under valgrind's callgrind, which the load does not change; minutes, never in the default run). A number among the arguments is the long sessions' step count (`long 100000`, the issue's
/// figure; default 20,000, or `REHEARSE_BENCH_STEPS`).
@MainActor func runBenchmarks() {
    let arguments = CommandLine.arguments.dropFirst()
    // The render section's child: one first render in this fresh process, its time alone printed (no header).
    if arguments.first == RenderWorkload.freshProcessArgument { return RenderWorkload.runFreshProcessChild() }
    let sections = Set(arguments.filter { Int($0) == nil })
    if let steps = arguments.lazy.compactMap({ Int($0) }).first { SessionLongBenchmark.stepsGiven = steps }
    func runs(_ section: String) -> Bool { sections.isEmpty || sections.contains(section) }
    print("Rehearsal benchmarks (release figures are the ones that count)")
    if runs("graph") { runGraphBenchmark() }
    if runs("step") { StepWorkload.run() }
    if sections.contains("render") { RenderWorkload.run() }
    if sections.contains("render-baseline"), !sections.contains("render") { RenderBaseline.run() }
    if runs("objects") { ObservableObjectBenchmark.run() }
    if runs("scheduler") { SchedulerBenchmark.run() }
    if runs("shell") { ShellBenchmark.run() }
    if sections.contains("trip") { ShellBenchmark.runRoundTrips() }
    if sections.contains("shell-baseline") { ShellBaseline.run() }
    if sections.contains("edit") { EditableRowsSessionBenchmark.run() }
    if runs("scenarios") { ScenarioBenchmark.run() }
    if runs("long") { LongSessionBenchmark.run() }
    if sections.contains("graph-long") {
        LongSessionBenchmark.run(taps: max(3_000, arguments.lazy.compactMap { Int($0) }.first ?? 100_000))
    }
    if runs("session") || runs("long") { SessionLongBenchmark.run() }
    if runs("long") || sections.contains("shell-long") {
        let patterns: [ShellLongSessionBenchmark.Pattern] = sections.contains("tabs") ? [.taps, .tabSwitches] : [.taps]
        ShellLongSessionBenchmark.run(
            steps: SessionLongBenchmark.defaultSteps, patterns: patterns, thorough: sections.contains("shell-long"))
    }
    if sections.contains("shell-long-instructions") {
        LongSessionInstructions.run(steps: max(3_000, SessionLongBenchmark.defaultSteps))
    }
}

@MainActor func runGraphBenchmark() {
    print("")
    print("View graph: N rows, all mounted (VStack + ForEach), then one observed property of one row changes")
    var figures: [GraphBenchmark.Figures] = []
    for rows in [1_000, 10_000, 100_000] {
        let result = GraphBenchmark.measure(rows: rows)
        figures.append(result)
        print(
            "  N=\(pad(rows, 7))  full render \(format(result.fullRender))  incremental update "
                + "\(format(result.incrementalUpdate)) (\(result.evaluatedOnUpdate) body evaluated)  "
                + "\(result.nodes) nodes, \(Int(result.bytesPerNode)) bytes/node")
    }
    if let small = figures.first, let large = figures.last {
        let ratio = seconds(large.incrementalUpdate) / max(seconds(small.incrementalUpdate), 1e-9)
        print("  incremental update ratio N=100000 / N=1000: " + String(format: "%.2f", ratio) + " (goal < 2)")
    }
    for rows in [1_000, 100_000] {
        let list = GraphBenchmark.measureList(rows: rows)
        print("  lazy List of \(rows) rows: mounts \(list.nodes) nodes (a window of rows) in \(format(list.render))")
    }
}

func seconds(_ duration: Duration) -> Double {
    let (whole, fraction) = duration.components
    return Double(whole) + Double(fraction) / 1e18
}

func format(_ duration: Duration) -> String {
    let value = seconds(duration)
    if value >= 1 { return String(format: "%.2f s", value) }
    if value >= 1e-3 { return String(format: "%.2f ms", value * 1e3) }
    return String(format: "%.1f µs", value * 1e6)
}

func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: " ", count: max(0, width - text.count)) + text
}

MainActor.assumeIsolated { runBenchmarks() }

import Foundation

extension ShellLongSessionBenchmark {
    /// How many fresh sessions run alongside the long one, and in how many turns each.
    struct AlongsidePlan {
        var sessions: Int
        var rounds: Int
        var turn: Int

        /// The default run's: 30 pairs of turns.
        static let brief = AlongsidePlan(sessions: 3, rounds: 10, turn: 100)
        /// `shell-long`'s: 400 pairs of turns in 16 fresh sessions; one fresh process differs from another by a percent
        /// or two, so many sessions narrow the interval more than many turns of a few.
        static let thorough = AlongsidePlan(sessions: 16, rounds: 25, turn: 100)
    }

    /// The processor time a step cost the long session, past its last step, and fresh sessions of the same screen
    /// after their first 1,000 steps, measured in turns of 100 steps of each so that both see the same machine: a
    /// window at the start of the run and one minutes later also differ by what the machine did in between (other
    /// builds, the caches, the processor's clock), which a session's length has no part in.
    ///
    /// Each round is a pair of turns, one of each, run one after the other; the figure is the median of the pairs'
    /// ratios, which a turn disturbed by another process moves little, with its spread and an interval that counts
    /// how much one fresh process differs from another.
    struct Alongside {
        /// One round: nanoseconds a step of the long session's turn and of the fresh session's beside it, for the
        /// process driven and its worker together, then for the worker alone (0 without one).
        struct Pair {
            var long: Double
            var fresh: Double
            var longWorker: Double
            var freshWorker: Double
        }

        var plan: AlongsidePlan
        var pairs: [Pair]
        var hasWorker: Bool

        /// Nanoseconds a step over all the turns, of the long session and of the fresh ones.
        var long: Double { mean(pairs.map(\.long)) }
        var fresh: Double { mean(pairs.map(\.fresh)) }
        var longWorker: Double { mean(pairs.map(\.longWorker)) }
        var freshWorker: Double { mean(pairs.map(\.freshWorker)) }

        private func mean(_ values: [Double]) -> Double {
            values.reduce(0, +) / Double(max(values.count, 1))
        }
    }

    /// The long session's growth over the fresh sessions in each pair of turns, in percent, summarized.
    struct PairedGrowth {
        var median: Double
        /// The median's 95 % interval, from resampling whole fresh sessions (a cluster bootstrap): the pairs of one
        /// fresh process share its layout in memory and its caches' luck, so they are not independent of each other.
        var interval: ClosedRange<Double>
        /// Half of the pairs lie between these.
        var quartiles: ClosedRange<Double>
        /// In how many pairs the long session's turn cost more.
        var slower: Int
        var count: Int

        /// `growths` in consecutive groups of `perSession`, one group for each fresh session.
        init(_ growths: [Double], perSession: Int) {
            let sorted = growths.sorted()
            count = sorted.count
            median = Self.median(sorted)
            quartiles = sorted[count / 4]...sorted[min(3 * count / 4, count - 1)]
            slower = sorted.filter { $0 > 0 }.count
            let sessions = stride(from: 0, to: growths.count, by: perSession).map {
                Array(growths[$0..<min($0 + perSession, growths.count)])
            }
            // A fixed seed: the same pairs give the same interval.
            var generator = SplitMix(state: 0x5EED)
            var medians: [Double] = []
            for _ in 0..<1_000 {
                var resampled: [Double] = []
                resampled.reserveCapacity(growths.count)
                for _ in sessions { resampled += sessions[Int(generator.next() % UInt64(sessions.count))] }
                medians.append(Self.median(resampled.sorted()))
            }
            medians.sort()
            interval = medians[25]...medians[974]
        }

        /// The median of values already sorted.
        static func median(_ sorted: [Double]) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }
    }

    /// SplitMix64: a small generator with a seed, for the bootstrap.
    struct SplitMix {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Runs `plan.sessions` fresh sessions one after another, each through `window` steps and then `plan.rounds`
    /// rounds of a turn of `plan.turn` steps with the long session (`long`, at `step`) and one of its own.
    static func alongside(
        _ long: JSONLinesPipe, worker: pid_t?, _ executable: String, arguments: [String], pattern: Pattern,
        step: inout Int, window: Int, plan: AlongsidePlan
    ) -> Alongside? {
        /// Processor time of the process driven and of its worker, in nanoseconds.
        func times(_ pid: pid_t, _ worker: pid_t?) -> (all: Int, worker: Int)? {
            guard let own = ProcessorTime.nanoseconds(of: pid) else { return nil }
            guard let worker else { return (own, 0) }
            return ProcessorTime.nanoseconds(of: worker).map { (own + $0, $0) }
        }
        var pairs: [Alongside.Pair] = []
        for _ in 0..<plan.sessions {
            guard let fresh = JSONLinesPipe(executable, arguments: arguments, environment: sessionEnvironment) else {
                return nil
            }
            defer { fresh.close() }
            for setup in pattern.setup where !fresh.exchange(setup) { return nil }
            var freshStep = 0
            for _ in 0..<window {
                guard fresh.exchange(pattern.command(freshStep)) else { return nil }
                freshStep += 1
            }
            let freshWorker = worker == nil ? nil : child(of: fresh.processID)
            for round in 0..<plan.rounds {
                var pair = Alongside.Pair(long: 0, fresh: 0, longWorker: 0, freshWorker: 0)
                // Each goes first in every other round: neither always runs just after the other.
                for isLong in round % 2 == 0 ? [true, false] : [false, true] {
                    let (process, pid) = isLong ? (long, worker) : (fresh, freshWorker)
                    guard let start = times(process.processID, pid) else { return nil }
                    for _ in 0..<plan.turn {
                        guard process.exchange(pattern.command(isLong ? step : freshStep)) else { return nil }
                        if isLong { step += 1 } else { freshStep += 1 }
                    }
                    guard let end = times(process.processID, pid) else { return nil }
                    let all = Double(end.all - start.all) / Double(plan.turn)
                    let ownWorker = Double(end.worker - start.worker) / Double(plan.turn)
                    if isLong {
                        pair.long = all
                        pair.longWorker = ownWorker
                    } else {
                        pair.fresh = all
                        pair.freshWorker = ownWorker
                    }
                }
                pairs.append(pair)
            }
        }
        return Alongside(plan: plan, pairs: pairs, hasWorker: worker != nil)
    }

    static func alongsideLines(_ figures: Alongside, steps: Int) -> [String] {
        let plan = figures.plan
        func percent(_ value: Double) -> String { String(format: "%+.1f", value) + " %" }
        func spread(_ growth: PairedGrowth) -> String {
            "median \(percent(growth.median)) (95 % interval over the fresh sessions \(percent(growth.interval.lowerBound)) to "
                + "\(percent(growth.interval.upperBound)); half of the pairs \(percent(growth.quartiles.lowerBound)) to "
                + "\(percent(growth.quartiles.upperBound)); the long session's turn cost more in \(growth.slower) of "
                + "\(growth.count))"
        }
        let summed = ProcessorTime.growth(figures.fresh, figures.long)
        let paired = PairedGrowth(
            figures.pairs.map { ProcessorTime.growth($0.fresh, $0.long) }, perSession: plan.rounds)
        var lines = [
            "  against \(plan.sessions) fresh sessions run alongside (their steps 1,000 to "
                + "\(1_000 + plan.rounds * plan.turn), \(figures.pairs.count) pairs of turns of \(plan.turn) steps): "
                + "processor time per step \(format(.nanoseconds(Int64(figures.fresh)))) fresh, "
                + "\(format(.nanoseconds(Int64(figures.long)))) past step \(steps) (\(percent(summed)) summed)",
            "    per pair of turns: \(spread(paired)); goal under 1 % by the median: "
                + (paired.median < goal ? "met" : "not met")
                + (paired.interval.upperBound < goal ? ", and by the interval's upper end" : ""),
        ]
        let perSession = stride(from: 0, to: figures.pairs.count, by: plan.rounds).map { start in
            PairedGrowth.median(
                figures.pairs[start..<min(start + plan.rounds, figures.pairs.count)].map {
                    ProcessorTime.growth($0.fresh, $0.long)
                }.sorted())
        }
        if let lowest = perSession.min(), let highest = perSession.max() {
            lines.append(
                "    the median of each fresh session's \(plan.rounds) pairs: from \(percent(lowest)) to "
                    + "\(percent(highest)) (what one fresh process differs from another by)")
        }
        if figures.hasWorker {
            let front = PairedGrowth(
                figures.pairs.map { ProcessorTime.growth($0.fresh - $0.freshWorker, $0.long - $0.longWorker) },
                perSession: plan.rounds)
            let worker = PairedGrowth(
                figures.pairs.map { ProcessorTime.growth($0.freshWorker, $0.longWorker) }, perSession: plan.rounds)
            lines.append(
                "    the front alone \(format(.nanoseconds(Int64(figures.fresh - figures.freshWorker)))) fresh, "
                    + "\(format(.nanoseconds(Int64(figures.long - figures.longWorker)))) long, per pair "
                    + spread(front))
            lines.append(
                "    its worker alone \(format(.nanoseconds(Int64(figures.freshWorker)))) fresh, "
                    + "\(format(.nanoseconds(Int64(figures.longWorker)))) long, per pair " + spread(worker))
        }
        return lines
    }
}

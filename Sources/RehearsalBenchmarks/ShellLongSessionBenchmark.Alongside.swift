import Foundation

extension ShellLongSessionBenchmark {
    /// How many fresh sessions run alongside the long one, and in how many turns each.
    struct AlongsidePlan {
        var sessions: Int
        var rounds: Int
        var turn: Int

        /// The default run's: 30 pairs of turns.
        static let brief = AlongsidePlan(sessions: 3, rounds: 10, turn: 100)
        /// `shell-long`'s: 200 pairs of turns, enough for the median's interval to be about a percent wide.
        static let thorough = AlongsidePlan(sessions: 8, rounds: 25, turn: 100)
    }

    /// The processor time a step cost the long session, past its last step, and fresh sessions of the same screen
    /// after their first 1,000 steps, measured in turns of 100 steps of each so that both see the same machine: a
    /// window at the start of the run and one minutes later also differ by what the machine did in between (other
    /// builds, the caches, the processor's clock), which a session's length has no part in.
    ///
    /// Each round is a pair of turns, one of each, run one after the other; the figure is the median of the pairs'
    /// ratios, which a turn disturbed by another process moves little, with its spread.
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
        /// The median's 95 % interval (from the order statistics: no assumption on how the ratios spread).
        var interval: ClosedRange<Double>
        /// Half of the pairs lie between these.
        var quartiles: ClosedRange<Double>
        /// In how many pairs the long session's turn cost more.
        var slower: Int
        var count: Int

        init(_ growths: [Double]) {
            let sorted = growths.sorted()
            count = sorted.count
            func at(_ rank: Double) -> Double {
                sorted[min(max(Int(rank.rounded(.down)), 0), sorted.count - 1)]
            }
            let n = Double(count)
            median = count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
            // The ranks n/2 ∓ 0.98·√n hold the median 95 % of the time (the binomial's normal approximation).
            let reach = 0.98 * n.squareRoot()
            interval = at(n / 2 - reach - 1)...at(n / 2 + reach)
            quartiles = at(n / 4)...at(3 * n / 4)
            slower = sorted.filter { $0 > 0 }.count
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
            guard let fresh = JSONLinesPipe(executable, arguments: arguments) else { return nil }
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
            "median \(percent(growth.median)) (95 % interval \(percent(growth.interval.lowerBound)) to "
                + "\(percent(growth.interval.upperBound)); half of the pairs \(percent(growth.quartiles.lowerBound)) to "
                + "\(percent(growth.quartiles.upperBound)); the long session's turn cost more in \(growth.slower) of "
                + "\(growth.count))"
        }
        let summed = ProcessorTime.growth(figures.fresh, figures.long)
        let paired = PairedGrowth(figures.pairs.map { ProcessorTime.growth($0.fresh, $0.long) })
        var lines = [
            "  against \(plan.sessions) fresh sessions run alongside (their steps 1,000 to "
                + "\(1_000 + plan.rounds * plan.turn), \(figures.pairs.count) pairs of turns of \(plan.turn) steps): "
                + "processor time per step \(format(.nanoseconds(Int64(figures.fresh)))) fresh, "
                + "\(format(.nanoseconds(Int64(figures.long)))) past step \(steps) (\(percent(summed)) summed)",
            "    per pair of turns: \(spread(paired)); goal under 1 % by the median: "
                + (paired.median < goal ? "met" : "not met")
                + (paired.interval.upperBound < goal ? ", and by the interval's upper end" : ""),
        ]
        if figures.hasWorker {
            let front = PairedGrowth(
                figures.pairs.map { ProcessorTime.growth($0.fresh - $0.freshWorker, $0.long - $0.longWorker) })
            let worker = PairedGrowth(figures.pairs.map { ProcessorTime.growth($0.freshWorker, $0.longWorker) })
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

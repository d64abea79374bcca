import Foundation
import Rehearsal
import Synchronization

/// Replays scripts under every variant of a matrix in worker processes (`--jobs N` at once): each script
/// and variant from a fresh session whose every `open` applies the variant first, so runs share nothing; a
/// run that traps or hangs fails alone, and its worker is replaced for the next run.
enum ParallelMatrixReplay {
    /// One script under one variant.
    private struct Job: Sendable {
        var scenario: Scenario
        var variant: Variant
    }

    /// The work the threads share: which run is next, and the runs so far.
    private final class Queue: Sendable {
        let jobs: [Job]
        let next = Mutex(0)
        let runs = Mutex<[MatrixRun]>([])
        let isInterrupted: @Sendable () -> Bool

        init(jobs: [Job], isInterrupted: @escaping @Sendable () -> Bool) {
            self.jobs = jobs
            self.isInterrupted = isInterrupted
        }

        /// Takes the next run, or `nil` when none is left or the replay was interrupted.
        func claim() -> Job? {
            guard !isInterrupted() else { return nil }
            return next.withLock { index in
                guard index < jobs.count else { return nil }
                defer { index += 1 }
                return jobs[index]
            }
        }
    }

    /// Replays `scenarios` under each of `matrix`'s variants with `jobs` workers started with `worker`;
    /// the runs come in no particular order (the report sorts them). Stops claiming runs once
    /// `isInterrupted` returns `true`.
    static func run(
        _ scenarios: [Scenario], matrix: VariantMatrix, jobs: Int, worker: WorkerClient.Options,
        isInterrupted: @escaping @Sendable () -> Bool = { false }
    ) -> [MatrixRun] {
        let work = scenarios.flatMap { scenario in matrix.variants.map { Job(scenario: scenario, variant: $0) } }
        let queue = Queue(jobs: work, isInterrupted: isInterrupted)
        let threads = max(1, min(jobs, work.count))
        if threads == 1 {
            replay(queue, worker: worker)
            return queue.runs.withLock { $0 }
        }
        let group = DispatchGroup()
        for _ in 0..<threads {
            group.enter()
            Thread {
                replay(queue, worker: worker)
                group.leave()
            }.start()
        }
        group.wait()
        return queue.runs.withLock { $0 }
    }

    /// One thread's loop: start a worker, then replay runs until none is left, each from a fresh session.
    private static func replay(_ queue: Queue, worker: WorkerClient.Options) {
        let client: WorkerClient
        do {
            client = try WorkerClient(options: worker)
        } catch {
            while let job = queue.claim() {
                let failure = ScenarioFailure(
                    file: job.scenario.file, line: 1, message: "could not start a worker: \(error.message)")
                queue.runs.withLock {
                    $0.append(MatrixEngine.unloadable(job.scenario.file, failure, variant: job.variant))
                }
            }
            return
        }
        client.restoresSession = false
        client.isInterrupted = queue.isInterrupted
        defer { client.close() }
        let engine = MatrixEngine(
            begin: { variant in
                try? client.freshSession()
                _ = client.setVariant(variant.assignments)
                _ = client.send("set echo none")
            },
            execute: { client.send($0.text).sessionOutput },
            end: {})
        while let job = queue.claim() {
            let run = engine.run(job.scenario, variant: job.variant)
            queue.runs.withLock { $0.append(run) }
        }
    }
}

import Foundation
import Rehearsal
import Synchronization

/// Replays scripts in worker processes (`--jobs N` of them at once, 1 by default): one thread per worker,
/// each script from a fresh session in that worker, so scripts share nothing; a script whose preview traps
/// or hangs fails alone with the step it stopped at, and its worker is replaced for the next script.
enum ParallelReplay {
    /// The work the threads share: which script is next, and the results so far.
    private final class Queue: Sendable {
        let files: [String]
        let next = Mutex(0)
        let results = Mutex<[ScenarioResult]>([])

        init(files: [String]) {
            self.files = files
        }

        /// Takes the next script to replay, or `nil` when none is left.
        func claim() -> String? {
            next.withLock { index in
                guard index < files.count else { return nil }
                defer { index += 1 }
                return files[index]
            }
        }
    }

    /// Replays `files` with `jobs` workers started with `worker`; the results come in no particular order.
    static func run(_ files: [String], jobs: Int, update: Bool, worker: WorkerClient.Options) -> [ScenarioResult] {
        let queue = Queue(files: files)
        let threads = max(1, min(jobs, files.count))
        if threads == 1 {
            replay(queue, update: update, worker: worker)
            return queue.results.withLock { $0 }
        }
        let group = DispatchGroup()
        for _ in 0..<threads {
            group.enter()
            Thread {
                replay(queue, update: update, worker: worker)
                group.leave()
            }.start()
        }
        group.wait()
        return queue.results.withLock { $0 }
    }

    /// One thread's loop: start a worker, then replay scripts until none is left, each from a fresh session.
    private static func replay(_ queue: Queue, update: Bool, worker: WorkerClient.Options) {
        let client: WorkerClient
        do {
            client = try WorkerClient(options: worker)
        } catch {
            while let file = queue.claim() {
                let failure = ScenarioFailure(
                    file: file, line: 1, message: "could not start a worker: \(error.message)")
                queue.results.withLock {
                    $0.append(ScenarioResult(file: file, status: .failed, commands: 0, failure: failure))
                }
            }
            return
        }
        // A script that crashed is over: the next one starts in a new, empty worker.
        client.restoresSession = false
        defer { client.close() }
        let engine = ScenarioEngine(
            begin: {
                try? client.freshSession()
                _ = client.send("set echo none")
            },
            execute: { client.send($0.text).sessionOutput },
            end: {})
        while let file = queue.claim() {
            let result = update ? engine.update(file: file) : engine.run(file: file)
            queue.results.withLock { $0.append(result) }
        }
    }
}

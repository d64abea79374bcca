import Foundation
import Rehearsal
import VirtualTime

/// `rehearse replay --matrix AXIS=V1,V2 ... PATH...` and the shell's `matrix`: replays scripts under every
/// combination of the axes and builds the report that compares them.
enum MatrixReplay {
    /// Replays `scenarios` (parsed, or failures for scripts that could not be) under `matrix`'s variants in
    /// `jobs` workers started with `worker`, each run from a fresh session.
    static func run(
        _ scenarios: [Result<Scenario, ScenarioFailure>], files: [String], matrix: VariantMatrix, jobs: Int,
        worker: WorkerClient.Options, stepWord: String = "line",
        isInterrupted: @escaping @Sendable () -> Bool = { false }
    ) -> MatrixReport {
        let (loaded, failed) = split(scenarios, files: files, matrix: matrix)
        let runs = ParallelMatrixReplay.run(
            loaded, matrix: matrix, jobs: jobs, worker: worker, isInterrupted: isInterrupted)
        return MatrixReport(matrix: matrix, runs: failed + runs, stepWord: stepWord)
    }

    /// Replays them one after another in this process on `catalog`, with no isolation (tests without a
    /// worker executable).
    @MainActor static func runInProcess(
        _ scenarios: [Result<Scenario, ScenarioFailure>], files: [String], matrix: VariantMatrix,
        catalog: PreviewCatalog
    ) -> MatrixReport {
        let (loaded, failed) = split(scenarios, files: files, matrix: matrix)
        let replay = { (scheduler: VirtualScheduler) -> [MatrixRun] in
            let host = SessionScenarioHost(catalog: catalog, scheduler: scheduler)
            let engine = MatrixEngine(
                begin: { variant in
                    host.variant = variant.assignments
                    host.begin()
                },
                execute: { host.execute($0) }, end: { host.end() })
            return loaded.flatMap { scenario in matrix.variants.map { engine.run(scenario, variant: $0) } }
        }
        let runs: [MatrixRun]
        if let installed = VirtualScheduler.current, installed.isOwnedByCurrentThread {
            runs = replay(installed)
        } else {
            runs = withVirtualTime(replay)
        }
        return MatrixReport(matrix: matrix, runs: failed + runs, stepWord: "line")
    }

    /// The scripts at `paths`, loaded.
    static func load(_ paths: [String]) -> [Result<Scenario, ScenarioFailure>] {
        paths.map(MatrixEngine.load)
    }

    /// The scripts that loaded, and a failed run under every variant for each one that did not.
    private static func split(
        _ scenarios: [Result<Scenario, ScenarioFailure>], files: [String], matrix: VariantMatrix
    ) -> ([Scenario], [MatrixRun]) {
        var loaded: [Scenario] = []
        var failed: [MatrixRun] = []
        for (file, scenario) in zip(files, scenarios) {
            switch scenario {
            case .success(let scenario): loaded.append(scenario)
            case .failure(let failure):
                failed += matrix.variants.map { MatrixEngine.unloadable(file, failure, variant: $0) }
            }
        }
        return (loaded, failed)
    }
}

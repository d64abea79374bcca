/// Runs a job the scheduler picked on the executor it was enqueued to.
///
/// Implemented next to the executor SPI in `ExecutorBridge.swift`, so the scheduler itself needs none.
protocol JobRunning: Sendable {
    /// Runs `job` to its next suspension point on the main (`onMain`) or the global executor.
    func run(_ job: UnownedJob, onMain: Bool)
}

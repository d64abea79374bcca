/// Runs an async main-actor function to completion from synchronous code, such as a stub's
/// `makeSharedContext()`, with a bounded loop and a clear failure when it waits on something that never ends.
///
/// The function starts with `Task.immediate`, so it runs synchronously on the main actor up to its first
/// real suspension; most shared contexts (build a client, seed a model) never suspend and finish there.
/// When it does suspend, the driver calls the *pump* — one step of whatever scheduler runs the process's
/// jobs, such as the virtual-time scheduler a session installs — until the function finishes, the pump
/// reports that nothing is left to run, or `stepLimit` steps have passed. With no pump (the default, and
/// whenever no scheduler is installed), a suspension fails at once instead of blocking the thread.
///
/// A session on virtual time passes the scheduler's step, adding a time advance if contexts may sleep:
///
/// ```swift
/// let content = try SynchronousDriver.withPump({ scheduler.step() }) {
///     try catalog.makeContent(for: entry, stubs: stubs)
/// }
/// ```
@MainActor
package enum SynchronousDriver {
    /// Runs one pending job and returns whether there was one.
    ///
    /// A struct, not the bare closure: in optimized builds (Swift 6.3, Linux) a task-local whose value is an
    /// optional function type crashes in `swift_task_localValuePush`; one holding a struct does not.
    package struct Pump: Sendable {
        package let step: @MainActor @Sendable () -> Bool
    }

    /// The pump of the session that is running, or `nil` when no scheduler can be driven.
    @TaskLocal package static var pump: Pump?

    /// Runs `operation` with `pump` as the scheduler step, for sessions that own one.
    package static func withPump<R>(
        _ pump: @escaping @MainActor @Sendable () -> Bool, _ body: () throws -> R
    ) rethrows -> R {
        try $pump.withValue(Pump(step: pump), operation: body)
    }

    /// How a driven function failed to finish.
    package enum Failure: Error, Equatable {
        /// It suspended and no pump was installed to run what it waits for.
        case suspendedWithoutScheduler
        /// It suspended, and the pump ran out of jobs before it finished: it waits on something that never
        /// resumes (a continuation nobody resumes, a sleep that needs virtual time to advance).
        case neverResumed(steps: Int)
        /// It kept the scheduler busy past the step limit.
        case stepLimitReached(Int)
    }

    /// Runs `operation` to completion and returns its result, or throws its error or a `Failure`.
    package static func run<T>(
        stepLimit: Int = 100_000, _ operation: @escaping @MainActor () async throws -> T
    ) throws -> T {
        let box = ResultBox<T>()
        let body: @MainActor () async -> Void = {
            do {
                box.result = .success(try await operation())
            } catch {
                box.result = .failure(error)
            }
        }
        // With a pump, the function always starts as a queued task, so it is numbered in the scheduler's
        // reports the same way whether the caller runs inside a task (a test) or not (the shell's worker):
        // `Task.immediate` runs inline in one and is queued in the other. Without a pump it must run inline.
        let task = pump == nil ? Task.immediate { @MainActor in await body() } : Task { @MainActor in await body() }
        var steps = 0
        while box.result == nil {
            guard let pump else {
                task.cancel()
                throw Failure.suspendedWithoutScheduler
            }
            guard steps < stepLimit else {
                task.cancel()
                throw Failure.stepLimitReached(stepLimit)
            }
            guard pump.step() else {
                task.cancel()
                throw Failure.neverResumed(steps: steps)
            }
            steps += 1
        }
        return try box.result!.get()
    }
}

/// Holds a driven function's outcome; main-actor isolated, so the task and the driver share it safely.
@MainActor
private final class ResultBox<T> {
    var result: Result<T, any Error>?
}

import Rehearsal
import Testing

/// An error an operation throws, to see it come back through the driver.
private struct Boom: Error, Equatable {}

@MainActor @Suite struct SynchronousDriverTests {
    @Test("An async function that does not suspend finishes synchronously, with its value")
    func noSuspension() throws {
        let value = try SynchronousDriver.run { () async throws -> Int in
            await withCheckedContinuation { continuation in continuation.resume(returning: 41) } + 1
        }
        #expect(value == 42)
    }

    @Test("An error thrown by the function comes back unchanged")
    func thrownError() {
        #expect(throws: Boom()) {
            try SynchronousDriver.run { () async throws -> Int in throw Boom() }
        }
    }

    @Test("A suspension with no scheduler to pump fails at once instead of blocking")
    func suspendedWithoutScheduler() {
        #expect(throws: SynchronousDriver.Failure.suspendedWithoutScheduler) {
            try SynchronousDriver.run { try await Task.sleep(for: .seconds(60)) }
        }
    }

    @Test("A suspension the pump cannot finish fails once the pump runs out of work")
    func neverResumed() {
        let idle: @MainActor @Sendable () -> Bool = { false }
        #expect(throws: SynchronousDriver.Failure.neverResumed(steps: 0)) {
            try SynchronousDriver.withPump(idle) {
                try SynchronousDriver.run { try await Task.sleep(for: .seconds(60)) }
            }
        }
    }

    @Test("A pump that always finds work is stopped by the step limit")
    func stepLimit() {
        let busy: @MainActor @Sendable () -> Bool = { true }
        #expect(throws: SynchronousDriver.Failure.stepLimitReached(10)) {
            try SynchronousDriver.withPump(busy) {
                try SynchronousDriver.run(stepLimit: 10) { try await Task.sleep(for: .seconds(60)) }
            }
        }
    }
}

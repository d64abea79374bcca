import Rehearsal
import Testing
import VirtualTime

/// Does its work on its own executor, so awaiting it suspends the caller.
private actor Worker {
    func double(_ value: Int) -> Int { value * 2 }
}

@MainActor @Suite(.serialized) struct SynchronousDriverVirtualTimeTests {
    @Test("With a virtual-time scheduler as the pump, a function that hops to an actor and back finishes")
    func actorHop() throws {
        let result = try withVirtualTime { scheduler in
            try SynchronousDriver.withPump({ scheduler.step() }) {
                try SynchronousDriver.run { await Worker().double(21) }
            }
        }
        #expect(result == 42)
    }

    @Test("A sleep finishes when the pump advances virtual time, and fails when it only runs ready jobs")
    func sleep() throws {
        let operation: @MainActor () async throws -> String = {
            try await Task.sleep(for: .seconds(30))
            return "slept"
        }
        let advancing = try withVirtualTime { scheduler in
            try SynchronousDriver.withPump({
                if scheduler.step() { return true }
                guard let deadline = scheduler.nextDeadline else { return false }
                _ = scheduler.advance(to: deadline)
                return true
            }) {
                try SynchronousDriver.run(operation)
            }
        }
        #expect(advancing == "slept")
        let failure = withVirtualTime { scheduler in
            #expect(throws: SynchronousDriver.Failure.self) {
                try SynchronousDriver.withPump({ scheduler.step() }) { try SynchronousDriver.run(operation) }
            }
        }
        // How many jobs ran before the sleep parked is the scheduler's business; that it never resumes is ours.
        guard case .neverResumed = failure else {
            Issue.record("Expected the sleep to be reported as never resumed, got \(String(describing: failure))")
            return
        }
    }
}

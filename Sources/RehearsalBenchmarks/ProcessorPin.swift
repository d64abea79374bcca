import CProcessorAffinity
import Foundation

/// Pins the benchmark to one processor, and with it the sessions it starts afterwards (a child inherits its
/// parent's processors): a long session and the fresh sessions it is compared with then run on the same processor,
/// with its caches and its clock, instead of wherever the scheduler puts each of them on the shared machine.
enum ProcessorPin {
    /// Pins to processor `REHEARSE_BENCH_CPU` when it is set, else to the one the benchmark runs on now; the
    /// processor, or `nil` with the reason when it cannot pin (the figure then runs unpinned, and says so).
    static func pin() -> Result<Int32, PinError> {
        let given = ProcessInfo.processInfo.environment["REHEARSE_BENCH_CPU"]
        let processor = given.flatMap { Int32($0) } ?? rehearsal_current_processor()
        guard processor >= 0 else { return .failure(PinError(reason: "no processor to pin to")) }
        let failure = rehearsal_pin_to_processor(processor)
        guard failure == 0 else {
            return .failure(PinError(reason: "processor \(processor): \(String(cString: strerror(failure)))"))
        }
        return .success(processor)
    }

    /// Allows the processors the benchmark had before it was pinned.
    static func unpin() {
        _ = rehearsal_unpin_processor()
    }

    struct PinError: Error {
        var reason: String
    }

    /// `pinned to processor N` or `not pinned (why)`, for the figures' heading.
    static func description(_ pin: Result<Int32, PinError>) -> String {
        switch pin {
        case .success(let processor): "pinned to processor \(processor) with the sessions it starts"
        case .failure(let error): "not pinned (\(error.reason))"
        }
    }
}

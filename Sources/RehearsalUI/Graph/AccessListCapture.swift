@_spi(SwiftUI) import Observation

/// Runs code inside Observation tracking and returns, besides its result, the properties it read.
///
/// Observation keeps a tracking's access list to itself: the only way out is the `ObservationTracking`
/// value it hands to a `willSet` observer when something read changes. So the code runs inside a second,
/// inner tracking that also reads a private probe; changing the probe right away fires the inner tracking,
/// whose `list.entries` (reached by reflection) are the reads, and the inner tracking is then cancelled.
/// The outer tracking, installed exactly as `withObservationTracking(_:willSet:)` installs it, sees the
/// same reads and drives invalidation as before. If reflection finds no list (a future Observation),
/// the reads are `nil` and callers say readers are learned from changes instead.
enum AccessListCapture {
    /// Runs `apply` with `willSet` installed on what it read, and returns the reads.
    static func withTracking<T>(
        _ apply: () -> T,
        willSet: @escaping @Sendable (ObservationTracking) -> Void
    ) -> (T, [ObservedAccess]?) {
        let capture = Capture()
        let result = withObservationTracking(
            {
                let probe = AccessProbe()
                let value = withObservationTracking(
                    {
                        let value = apply()
                        probe.read()
                        return value
                    },
                    willSet: { tracking in
                        capture.accesses = reads(of: tracking)
                        tracking.cancel()
                    })
                probe.change()
                return value
            },
            willSet: willSet)
        return (result, capture.accesses)
    }

    /// The reads in a tracking's access list, without the probe's and `@State` storage's.
    private static func reads(of tracking: ObservationTracking) -> [ObservedAccess]? {
        guard let entries = Mirror(reflecting: tracking).descendant("list", "entries") else { return nil }
        var accesses: [ObservedAccess] = []
        for entry in Mirror(reflecting: entries).children {
            let pair = Mirror(reflecting: entry.value).children.map(\.value)
            guard pair.count == 2, let registrar = pair[0] as? ObjectIdentifier,
                let keyPaths = Mirror(reflecting: pair[1]).descendant("properties") as? Set<AnyKeyPath>
            else { return nil }
            let kept = keyPaths.filter { keyPath in
                let root = type(of: keyPath).rootType
                return root != AccessProbe.self && !(root is any StateStorage.Type)
            }
            if !kept.isEmpty { accesses.append(ObservedAccess(registrar: registrar, keyPaths: Array(kept))) }
        }
        return accesses
    }
}

/// Where the inner tracking leaves its reads; written and read on the calling thread only.
private final class Capture: @unchecked Sendable {
    // The probe's change fires the inner `willSet` synchronously, before `withTracking` reads this.
    var accesses: [ObservedAccess]?
}

/// An observable value read last by the tracked code and changed right after, to fire the inner tracking.
private final class AccessProbe: Observable, @unchecked Sendable {
    // Used by one `withTracking` call on one thread, then dropped.
    private let registrar = ObservationRegistrar()
    private var revision = 0

    func read() { registrar.access(self, keyPath: \.revision) }

    func change() { registrar.withMutation(of: self, keyPath: \.revision) { revision += 1 } }
}

@_spi(SwiftUI) import Observation
import VirtualTime

/// Runs code inside Observation tracking and returns, besides its result, the tracking and the properties read.
///
/// Observation keeps a tracking to itself: the only way out is the `ObservationTracking` value it hands to
/// a `willSet` observer when something read changes. So the code also reads a private probe, which is
/// changed right away: that first, synchronous call hands over the tracking, which the graph keeps so it
/// can cancel the registrations when the body is evaluated again or its node leaves (otherwise every
/// evaluation would leave one more observer on each object read, for as long as the object lives). Later
/// calls are real changes and go to `willSet`. The tracking's `list.entries` (reached by reflection) are
/// the reads; if reflection finds no list (a future Observation), the reads are `nil` and callers say
/// readers are learned from changes instead.
enum AccessListCapture {
    /// Runs `apply` with the observer `willSet` makes installed on what it read; returns the tracking and, when
    /// asked, the reads. The observer is made only when there is a tracking to install it on (most bodies read no
    /// observable object, and a mount evaluates every body once).
    static func withTracking<T>(
        _ apply: () -> T,
        readingAccesses: Bool = true,
        willSet makeWillSet: () -> @Sendable (ObservationTracking) -> Void
    ) -> (T, [ObservedAccess]?, ObservationTracking?) {
        // Outside any other tracking, the graph's own list in Observation's slot: no probe, and nothing made for a
        // body that read nothing observable (`ObservationThreadLocal`). Nested, Observation merges the lists itself.
        if ObservationThreadLocal.isUsable, let slot = ObservationThreadLocal.slot(), slot.pointee == nil {
            let (value, tracking) = ObservationThreadLocal.track(in: slot, apply)
            guard let tracking else { return (value, readingAccesses && isReadable ? [] : nil, nil) }
            ObservationTracking._installTracking(tracking, willSet: makeWillSet())
            return (value, readingAccesses && isReadable ? reads(of: tracking) : nil, tracking)
        }
        let willSet = makeWillSet()
        let capture = Capture()
        let probe = AccessProbe()
        let value = withObservationTracking(
            {
                let value = apply()
                probe.read()
                return value
            },
            willSet: { tracking in
                if let changed = tracking.changed, type(of: changed).rootType == AccessProbe.self {
                    capture.tracking = tracking
                    return
                }
                willSet(tracking)
            })
        probe.change()
        // A tracking of the probe alone can never fire again (the probe is dropped here): cancelled at once, it
        // keeps nothing alive, where kept it would hold the probe's registrar for as long as the node lives.
        if let tracking = capture.tracking, AccessListLayout.entryCount(of: tracking) == 1 {
            tracking.cancel()
            return (value, readingAccesses && isReadable ? [] : nil, nil)
        }
        let accesses = readingAccesses && isReadable ? capture.tracking.flatMap(reads(of:)) : nil
        return (value, accesses, capture.tracking)
    }

    /// Whether the access list is laid out as expected: checked once, on a probe object read by tracked code.
    ///
    /// When it is not, every read is `nil`: callers say readers are learned from changes instead.
    static let isReadable: Bool = {
        guard !StartupCheckHook.forcesFailure(of: "access-list") else { return false }
        let probe = StartupCheckProbe()
        guard let reads = reads(of: probe) else { return false }
        return reads.count == 1 && reads[0].keyPaths == [\StartupCheckProbe.value]
    }()

    /// What a tracking of `probe.value` finds in its access list, read whatever `isReadable` says.
    static func reads(of probe: StartupCheckProbe) -> [ObservedAccess]? {
        let capture = Capture()
        let marker = AccessProbe()
        withObservationTracking(
            {
                _ = probe.value
                marker.read()
            },
            willSet: { tracking in
                if capture.tracking == nil { capture.tracking = tracking }
            })
        marker.change()
        return capture.tracking.flatMap(reads(of:))
    }

    /// The reads in a tracking's access list, without the probe's and `@State` storage's.
    private static func reads(of tracking: ObservationTracking) -> [ObservedAccess]? {
        var accesses: [ObservedAccess] = []
        let read = AccessListLayout.forEachEntry(of: tracking) { registrar, keyPaths in
            if let access = kept(registrar, keyPaths) { accesses.append(access) }
        }
        return read ? accesses : readsByMirror(of: tracking)
    }

    /// The reads of one entry, without the probe's and `@State` storage's; `nil` when none is left.
    private static func kept(_ registrar: ObjectIdentifier, _ keyPaths: Set<AnyKeyPath>) -> ObservedAccess? {
        let kept = keyPaths.filter { keyPath in
            let root = type(of: keyPath).rootType
            return root != AccessProbe.self && !(root is any StateStorage.Type)
        }
        return kept.isEmpty ? nil : ObservedAccess(registrar: registrar, keyPaths: Array(kept))
    }

    /// `reads(of:)` by `Mirror`, when `AccessListLayout` found no layout (and for the tests that compare them).
    static func readsByMirror(of tracking: ObservationTracking) -> [ObservedAccess]? {
        guard let entries = Mirror(reflecting: tracking).descendant("list", "entries") else { return nil }
        var accesses: [ObservedAccess] = []
        for entry in Mirror(reflecting: entries).children {
            let pair = Mirror(reflecting: entry.value).children.map(\.value)
            guard pair.count == 2, let registrar = pair[0] as? ObjectIdentifier,
                let keyPaths = Mirror(reflecting: pair[1]).descendant("properties") as? Set<AnyKeyPath>
            else { return nil }
            if let access = kept(registrar, keyPaths) { accesses.append(access) }
        }
        return accesses
    }
}

/// Where the probe's change leaves the tracking; written and read on the calling thread only.
private final class Capture: @unchecked Sendable {
    // The probe's change fires `willSet` synchronously, before `withTracking` reads this.
    var tracking: ObservationTracking?
}

/// An observable value read last by the tracked code and changed right after, to hand over the tracking.
private final class AccessProbe: Observable, @unchecked Sendable {
    // Used by one `withTracking` call on one thread, then dropped.
    private let registrar = ObservationRegistrar()
    private var revision = 0

    func read() { registrar.access(self, keyPath: \.revision) }

    func change() { registrar.withMutation(of: self, keyPath: \.revision) { revision += 1 } }
}

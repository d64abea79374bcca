@_spi(SwiftUI) import Observation
import VirtualTime

#if canImport(Glibc)
    import Glibc
#endif

/// Observation's thread-local access list pointer, so the graph can track a body without a probe object.
///
/// `withObservationTracking` points a thread-local slot of `libswiftObservation` at an `_AccessList?` while its
/// code runs, and every registrar's `access` adds to the list the slot points at; but the tracking it installs is
/// handed out only when something changes, which is why `AccessListCapture` reads a probe it then changes. With
/// the slot, the graph points it at a list of its own, makes the `ObservationTracking` from that list (an SPI
/// initialiser) and installs it (SPI), so a body that read nothing observable costs no allocation at all.
///
/// The slot is the first word of the library's TLS block (its only thread-local besides a guard), found with
/// glibc's `dlinfo(RTLD_DI_TLS_DATA)`. Verified on Swift 6.3.1 for Linux (x86_64); checked once per process
/// (`isUsable`): the slot must be empty outside a tracking, point at an empty list inside one that then holds the
/// read of a probe, and a list of the graph's own must collect a read and fire when installed (nothing here depends on the
/// `fields` check's field walk). When any of that
/// fails, `AccessListCapture` keeps its probe.
enum ObservationThreadLocal {
    private typealias DLInfo = @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Int32
    /// glibc's `RTLD_DI_TLS_DATA`: the calling thread's TLS block of a module.
    private static let tlsData: Int32 = 10

    /// The library's handle and `dlinfo`, found once.
    private struct Lookup: @unchecked Sendable {
        // Set once, then only read: a handle and a function pointer.
        let handle: UnsafeMutableRawPointer
        let dlinfo: DLInfo
    }

    private static let lookup: Lookup? = {
        #if os(Linux)
            guard let handle = dlopen("libswiftObservation.so", RTLD_NOW | RTLD_NOLOAD),
                let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "dlinfo")
            else { return nil }
            return Lookup(handle: handle, dlinfo: unsafeBitCast(symbol, to: DLInfo.self))
        #else
            return nil
        #endif
    }()

    /// Each thread's slot address, kept per thread (the block differs per thread).
    private static let cacheKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The calling thread's slot, or `nil` when it cannot be found.
    static func slot() -> UnsafeMutablePointer<UnsafeMutableRawPointer?>? {
        if let cached = pthread_getspecific(cacheKey) {
            return cached.assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
        }
        guard let lookup else { return nil }
        var block: UnsafeMutableRawPointer?
        let status = withUnsafeMutablePointer(to: &block) { lookup.dlinfo(lookup.handle, tlsData, $0) }
        guard status == 0, let block else { return nil }
        pthread_setspecific(cacheKey, block)
        return block.assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }

    /// Whether the slot behaves as described above, checked once.
    static let isUsable: Bool = {
        guard !StartupCheckHook.forcesFailure(of: "observation-slot"), let slot = slot(), slot.pointee == nil else {
            return false
        }
        let probe = StartupCheckProbe()
        var seenInside = false
        withObservationTracking(
            {
                guard let list = slot.pointee?.assumingMemoryBound(to: ObservationTracking._AccessList?.self),
                    list.pointee == nil
                else { return }
                _ = probe.value
                seenInside = list.pointee != nil
            }, onChange: {})
        guard seenInside, slot.pointee == nil else { return false }
        let fired = FiredFlag()
        guard let tracking = track(in: slot, { _ = probe.value }).1 else { return false }
        ObservationTracking._installTracking(tracking, willSet: { _ in fired.value = true })
        probe.value += 1
        tracking.cancel()
        return fired.value
    }()

    /// Runs `apply` with the slot pointing at a list of the caller's own; returns its result and, when it read
    /// something observable, a tracking of those reads, not installed yet.
    static func track<T>(
        in slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ apply: () -> T
    ) -> (T, ObservationTracking?) {
        var list: ObservationTracking._AccessList?
        let value = withUnsafeMutablePointer(to: &list) { pointer in
            slot.pointee = UnsafeMutableRawPointer(pointer)
            defer { slot.pointee = nil }
            return apply()
        }
        return (value, list.map { ObservationTracking($0) })
    }
}

/// Whether the start-up check's tracking fired; set and read on the checking thread.
private final class FiredFlag: @unchecked Sendable {
    // Written by a willSet that runs synchronously inside the probe's change, on the same thread.
    var value = false
}

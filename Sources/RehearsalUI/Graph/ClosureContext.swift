import VirtualTime

/// The two words of a Swift closure value, its function and its context: a private detail of the Swift ABI (a
/// thick function is a function pointer and a reference to what it captured, `nil` when it captures nothing).
///
/// A `ForEach` whose content closure captures nothing makes equal rows of equal elements, so its rows that kept
/// their elements need not be made again (`ForEachRows`). Checked once on probes (`isReadable`, start-up check
/// `closure-context`): when the layout is not as expected, every closure counts as capturing something, and every
/// row is made again as before.
enum ClosureContext {
    /// Whether the probes read as expected: two words; one closure literal evaluated twice is one function with no
    /// context when it captures nothing, and has a context when it captures.
    ///
    /// Two literals of the same text are two functions, so the probe evaluates one literal twice (until session 17 it
    /// compared two literals, always failed, and no `ForEach` was ever spliced).
    static let isReadable: Bool = {
        guard !StartupCheckHook.forcesFailure(of: "closure-context"),
            MemoryLayout<(Int) -> Int>.size == 2 * MemoryLayout<UnsafeRawPointer>.size
        else { return false }
        let free = captureFreeProbe().words
        let again = captureFreeProbe().words
        let capturing = capturingProbe(Int.random(in: 1...9)).words
        return free.context == nil && again.context == nil && capturing.context != nil && free.function != nil
            && free.function == again.function
    }()

    /// Through generic storage, as a `ForEach` holds its content: a closure literal given to a generic parameter is
    /// made at the generic abstraction, with no thunk around it, in debug builds too.
    @inline(never) private static func captureFreeProbe() -> Probe<Int, Int> { Probe { $0 &+ 1 } }

    @inline(never) private static func capturingProbe(_ offset: Int) -> Probe<Int, Int> { Probe { $0 &+ offset } }

    /// A closure held as a generic value holds it.
    private struct Probe<A, R> {
        let closure: (A) -> R

        init(_ closure: @escaping (A) -> R) { self.closure = closure }

        var words: (function: UnsafeRawPointer?, context: UnsafeRawPointer?) { ClosureContext.words(closure) }
    }

    private static func words<A, R>(
        _ closure: @escaping (A) -> R
    ) -> (function: UnsafeRawPointer?, context: UnsafeRawPointer?) {
        unsafeBitCast(closure, to: (UnsafeRawPointer?, UnsafeRawPointer?).self)
    }

    /// Whether both closures are the same function and capture nothing, so they give equal results for
    /// equal arguments; `false` whenever that cannot be told.
    static func isSameCaptureFree<A, R>(_ a: @escaping (A) -> R, _ b: @escaping (A) -> R) -> Bool {
        guard isReadable else { return false }
        let a = words(a)
        let b = words(b)
        return a.context == nil && b.context == nil && a.function != nil && a.function == b.function
    }
}

import VirtualTime

/// The two words of a Swift closure value, its function and its context: a private detail of the Swift ABI (a
/// thick function is a function pointer and a reference to what it captured, `nil` when it captures nothing).
///
/// A `ForEach` whose content closure captures nothing makes equal rows of equal elements, so its rows that kept
/// their elements need not be made again (`ForEachRows`). Checked once on probes (`isReadable`, start-up check
/// `closure-context`): when the layout is not as expected, every closure counts as capturing something, and every
/// row is made again as before.
enum ClosureContext {
    /// Whether the probes read as expected: two words; a closure that captures nothing has no context and one
    /// function, one that captures has a context.
    static let isReadable: Bool = {
        guard !StartupCheckHook.forcesFailure(of: "closure-context"),
            MemoryLayout<(Int) -> Int>.size == 2 * MemoryLayout<UnsafeRawPointer>.size
        else { return false }
        let offset = Int.random(in: 1...9)
        // Through generic storage, as a `ForEach` holds its content: a closure literal given to a generic
        // parameter is made at the generic abstraction, with no thunk around it, in debug builds too.
        let free = Probe<Int, Int> { $0 + 1 }.words
        let again = Probe<Int, Int> { $0 + 1 }.words
        let capturing = Probe<Int, Int> { $0 + offset }.words
        return free.context == nil && again.context == nil && capturing.context != nil
            && free.function == again.function
    }()

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

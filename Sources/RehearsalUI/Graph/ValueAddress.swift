/// Calls `body` with the address of `value`, which it must not keep.
///
/// `withUnsafePointer(to:_:)` itself, given a main-actor closure, has the closure check its executor each time it
/// runs (the standard library is compiled in Swift 5 mode, so the compiler guards what it calls back): a check for
/// every stack's block a mount lists. Called from this nonisolated function, the standard library calls a
/// nonisolated closure, and a caller's main-actor closure is called from Swift 6 code, unchecked.
nonisolated func withAddress<Value, Result>(
    of value: borrowing Value, _ body: (UnsafeRawPointer) -> Result
) -> Result {
    withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
}

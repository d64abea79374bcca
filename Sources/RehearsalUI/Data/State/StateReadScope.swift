import Foundation

/// The node updates that read `@State` on this thread now: a body being evaluated, a primitive's tracked read.
///
/// The graph opens a scope exactly where it opens an Observation tracking, so a `@State` read lands where
/// Observation would have put it; scopes nest as Observation's access lists do (an outer one also depends on what
/// an inner one read). Graphs may run on several threads at once (tests, each with its own main executor), so the
/// scopes are kept per thread, as Observation keeps its access list. A read outside any scope goes to the box's
/// Observation registrar, as before.
enum StateReadScope {
    /// One thread's open scopes, innermost last.
    private final class Stack {
        @exclusivity(unchecked) var readers: [StateReader] = []
    }

    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// Runs `body` with `reader` as the reader of the `@State`s it reads.
    static func reading<T>(as reader: StateReader, _ body: () -> T) -> T {
        let stack = threadStack ?? makeStack()
        stack.readers.append(reader)
        defer { stack.readers.removeLast() }
        return body()
    }

    /// Notes a read in `readers` for every open scope; `false` when no scope is open on this thread.
    static func noteRead(in readers: inout StateReaders) -> Bool {
        guard let stack = threadStack, !stack.readers.isEmpty else { return false }
        for reader in stack.readers { readers.add(reader) }
        return true
    }

    /// Whether `reader`'s scope is still open on this thread: its code has not returned yet.
    static func isOpen(_ reader: StateReader) -> Bool {
        guard let stack = threadStack else { return false }
        return stack.readers.contains { $0.handle === reader.handle && $0.stamp == reader.stamp }
    }

    private static var threadStack: Stack? {
        guard let pointer = pthread_getspecific(slot) else { return nil }
        return Unmanaged<Stack>.fromOpaque(pointer).takeUnretainedValue()
    }

    private static func makeStack() -> Stack {
        let stack = Stack()
        pthread_setspecific(slot, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }
}

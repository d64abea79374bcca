import Testing

@testable import RehearsalUI

/// Cases the kept descriptions must not confuse: the same bytes in two types, cases with payloads.
private enum Shelf {
    case reading, classics, wishlist
}

private enum Bin {
    case first, second, third
}

private enum Phase {
    case idle
    case loaded(Int)
    case done
}

/// An enum that prints itself from a global: its cases must be described at every print.
private enum Labelled: CustomStringConvertible {
    nonisolated(unsafe) static var suffix = "a"
    case one, two
    var description: String { self == .one ? "one-\(Self.suffix)" : "two-\(Self.suffix)" }
}

/// The enum cases ``ValueDescription`` keeps by type and bytes print as they print when reflected.
@Suite(.serialized) struct ValueDescriptionCasesTests {
    @Test("A case without a payload is kept, and printed the same from the kept text")
    func casesAreKept() throws {
        #expect(ValueDescription.short(Shelf.classics) == ".classics")
        let key = try #require(ValueDescription.trivialKey(of: Shelf.classics))
        #expect(ValueDescription.knownCase(key) == ".classics")
        #expect(ValueDescription.short(Shelf.classics) == ".classics")
        let optional: Any = Optional(Shelf.classics) as Any
        #expect(ValueDescription.short(optional) == ".classics")
        // Inside another `Any` (a tab view's selection, an `AnyHashable`'s base, boxed again), the same key.
        let nested: Any = AnyHashable(Shelf.classics).base as Any
        let boxed: Any = Optional(nested) as Any
        let child = try #require(Mirror(reflecting: boxed).children.first)
        #expect(ValueDescription.trivialKey(of: child.value) == key)
        #expect(ValueDescription.short(boxed) == ".classics")
        #expect(ValueDescription.trivialKey(of: "text") == nil)
    }

    @Test("Two types with the same bytes, and cases with payloads, print their own texts")
    func equalBytesInOtherTypesDiffer() {
        let printed = (0..<3).map { _ in
            [
                ValueDescription.short(Shelf.reading), ValueDescription.short(Bin.first),
                ValueDescription.short(Shelf.wishlist), ValueDescription.short(Bin.third),
                ValueDescription.short(Phase.idle), ValueDescription.short(Phase.loaded(2)),
                ValueDescription.short(Phase.done), ValueDescription.short(Phase.loaded(0)),
            ]
        }
        let expected = [".reading", ".first", ".wishlist", ".third", ".idle", ".loaded(2)", ".done", ".loaded(0)"]
        #expect(printed == [expected, expected, expected])
    }

    @Test("A case whose type prints itself is described at every print")
    func selfDescribingCasesAreNotKept() throws {
        Labelled.suffix = "a"
        #expect(ValueDescription.short(Labelled.two) == ".two-a")
        Labelled.suffix = "b"
        #expect(ValueDescription.short(Labelled.two) == ".two-b")
        let key = try #require(ValueDescription.trivialKey(of: Labelled.two))
        #expect(ValueDescription.knownCase(key) == nil)
    }
}

@_spi(SwiftUI) import Observation
import Testing

@testable import RehearsalUI

/// A shelf with three properties; a tracked read touches two of them.
@Observable private final class Shelf {
    var title = "Fiction"
    var count = 3
    var unread = 0
}

/// The access list read through field offsets gives what `Mirror` gives, entry for entry.
@MainActor @Suite struct AccessListLayoutTests {
    @Test func fieldOffsetsAreFound() {
        #expect(AccessListLayout.isAvailable)
    }

    @Test func readsTheSameEntriesAsMirror() throws {
        let shelves = [Shelf(), Shelf()]
        let state = StateBox(7)
        let (_, accesses, tracking) = AccessListCapture.withTracking(
            {
                _ = shelves[0].title
                _ = shelves[0].count
                _ = shelves[1].count
                _ = state.value
            }, willSet: { { _ in } })
        let found = try #require(accesses)
        let tracked = try #require(tracking)
        #expect(found == AccessListCapture.readsByMirror(of: tracked))
        let named = found.map { "\($0.typeName): \($0.propertyNames.joined(separator: ", "))" }.sorted()
        #expect(named == ["Shelf: count", "Shelf: count, title"])
        tracked.cancel()
    }

    @Test func aBodyThatReadsOnlyStateHasNoObservedReads() throws {
        let state = StateBox("a")
        let (_, accesses, tracking) = AccessListCapture.withTracking({ _ = state.value }, willSet: { { _ in } })
        #expect(accesses == [])
        #expect(tracking.flatMap(AccessListCapture.readsByMirror(of:)) == [])
        tracking?.cancel()
    }
}

import Testing

@testable import Rehearsal

/// `NodeIDSet` holds what a `Set` of node identifiers holds, through inserts and removals in any order.
@Suite struct NodeIDSetTests {
    final class Node {}

    @Test("Random inserts and removals leave the same members as a Set")
    func matchesSet() {
        let nodes = (0..<5).map { _ in Node() }
        let ids = nodes.map(ObjectIdentifier.init)
        var state: UInt64 = 12
        var set = NodeIDSet()
        var reference = Set<ObjectIdentifier>()
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let id = ids[Int(state >> 33) % ids.count]
            if (state >> 40) % 3 == 0 {
                set.remove(id)
                reference.remove(id)
            } else {
                set.insert(id)
                reference.insert(id)
            }
            #expect(Set(set) == reference)
            #expect(Array(set).count == reference.count)
            #expect(set.isEmpty == reference.isEmpty)
        }
    }

    @Test("A literal of one, of two, and empty")
    func literals() {
        let first = ObjectIdentifier(Node.self)
        let second = ObjectIdentifier(NodeIDSetTests.self)
        #expect(Array([] as NodeIDSet).isEmpty)
        #expect(Array([first] as NodeIDSet) == [first])
        #expect(Set([first, second, first] as NodeIDSet) == [first, second])
    }
}

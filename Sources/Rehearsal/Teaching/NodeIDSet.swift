/// A set of node identifiers that holds one without allocating: most `@State`s have one reader (a row's own
/// body), and a screen of 100,000 rows would otherwise make 100,000 sets of one.
struct NodeIDSet: Sequence, ExpressibleByArrayLiteral {
    private enum Storage {
        case none
        case one(ObjectIdentifier)
        case many(Set<ObjectIdentifier>)
    }

    private var storage = Storage.none

    init(arrayLiteral elements: ObjectIdentifier...) {
        for element in elements { insert(element) }
    }

    var isEmpty: Bool {
        switch storage {
        case .none: true
        case .one: false
        case .many(let set): set.isEmpty
        }
    }

    mutating func insert(_ id: ObjectIdentifier) {
        switch storage {
        case .none: storage = .one(id)
        case .one(let first): if first != id { storage = .many([first, id]) }
        case .many(var set):
            storage = .none
            set.insert(id)
            storage = .many(set)
        }
    }

    mutating func remove(_ id: ObjectIdentifier) {
        switch storage {
        case .none: break
        case .one(let first): if first == id { storage = .none }
        case .many(var set):
            storage = .none
            set.remove(id)
            storage = .many(set)
        }
    }

    func makeIterator() -> AnyIterator<ObjectIdentifier> {
        switch storage {
        case .none: return AnyIterator { nil }
        case .one(let id):
            var done = false
            return AnyIterator {
                defer { done = true }
                return done ? nil : id
            }
        case .many(let set):
            var iterator = set.makeIterator()
            return AnyIterator { iterator.next() }
        }
    }
}

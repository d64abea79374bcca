/// Calls `PrimitiveView.update` without a dynamic protocol cast per update.
///
/// Casting a value to `any PrimitiveView` asks the runtime whether its type conforms, which for main-actor
/// types takes a slow path on every cast; a graph updates thousands of nodes a step. The answer is found
/// once per type and kept as a function that casts to the concrete type, which is cheap.
@MainActor enum PrimitiveDispatch {
    typealias Update = @MainActor (any View, GraphNode, inout ChildList) -> Void

    /// One type's answer. A function kept directly as a dictionary's value is stored generically, and each read
    /// converted it back through a thunk allocated on the spot (two a node at mount: `init` and the first update).
    private final class Entry {
        let update: Update?

        init(_ update: Update?) { self.update = update }
    }

    private static var cache: [ObjectIdentifier: Entry] = [:]

    /// The latest types asked about, by a few bits of their address: a mount asks twice a node (`GraphNode.init` and
    /// the first update) about the few types of a long list's rows, and hashing each into `cache` was 1–2 % of it.
    @exclusivity(unchecked) private static var recent = [(type: ObjectIdentifier, entry: Entry)?](
        repeating: nil, count: 64)

    /// The update function of a primitive view type, or `nil` for a custom view type.
    static func update(for type: any View.Type) -> Update? {
        let id = ObjectIdentifier(type)
        let address = UInt(bitPattern: id)
        let slot = Int(truncatingIfNeeded: ((address >> 4) ^ (address >> 10)) & 63)
        if let hit = recent[slot], hit.type == id { return hit.entry.update }
        let entry: Entry
        if let cached = cache[id] {
            entry = cached
        } else {
            entry = Entry((type as? any PrimitiveView.Type).map { make($0) })
            cache[id] = entry
        }
        recent[slot] = (id, entry)
        return entry.update
    }

    private static func make<Primitive: PrimitiveView>(_: Primitive.Type) -> Update {
        { view, node, children in
            // The value is opened rather than cast (`as!` asked the runtime to check and unwrap the box each time):
            // the entry was found by the value's own type, so `V` is `Primitive`, as the comparison confirms.
            @MainActor func open<V: View>(_ view: V) {
                guard V.self == Primitive.self else { return (view as! Primitive).update(node, &children) }
                unsafeBitCast(view, to: Primitive.self).update(node, &children)
            }
            open(view)
        }
    }
}

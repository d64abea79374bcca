/// What a `Binding` points at, so the graph can tell a child given another binding from one given the same.
///
/// SwiftUI compares a binding by its location, and a constant binding by its value. A binding made
/// from a `@State`, a `@Bindable` object's property or another binding knows its location: the storage
/// object and the path of key paths and indices from it. A constant knows its value. A binding made from
/// `get`/`set` closures knows neither (a binding holds `nil`), so it never counts as the same input.
final class BindingIdentity: @unchecked Sendable {
    // Immutable; its key paths and indices are values that are never mutated after the binding is made.
    /// The storage object's identity, then each key path, index or conversion applied to reach the value;
    /// `nil` for a constant.
    let components: [AnyHashable]?

    private init(components: [AnyHashable]?) {
        self.components = components
    }

    /// The location of storage held by `object`.
    static func location(_ object: ObjectIdentifier, _ path: AnyHashable...) -> BindingIdentity {
        BindingIdentity(components: [object] + path)
    }

    /// `.constant(value)`: compared by value when the value is Equatable.
    static let constant = BindingIdentity(components: nil)

    var isConstant: Bool { components == nil }

    /// The location reached from this one through `component`; `nil` when this one has none.
    func appending(_ component: AnyHashable?) -> BindingIdentity? {
        guard let components, let component else { return nil }
        return BindingIdentity(components: components + [component])
    }

    /// Whether two bindings point at the same location.
    static func isSameLocation(_ lhs: BindingIdentity?, _ rhs: BindingIdentity?) -> Bool {
        guard let lhs, let rhs else { return false }
        if lhs === rhs { return !lhs.isConstant }
        guard let mine = lhs.components, let theirs = rhs.components else { return false }
        return mine == theirs
    }
}

@_spi(Reflection) import Swift

/// Decides whether a new value of a custom view has the same inputs as the old one, as SwiftUI does before
/// it re-evaluates a child: equal inputs keep the old body.
///
/// Equatable views compare with `==`. Others compare field by field: equatable fields with `==`, objects by
/// identity, `@State`, `@Environment` and `@FocusState` as equal (changes to what they hold reach readers
/// through observation), a `@Binding` by where it points (``BindingIdentity``: a re-pointed binding, or a
/// constant with another value, is a new input), nested structs recursively; closures and anything else
/// make the values unequal, so the body is re-evaluated.
@MainActor enum ViewComparison {
    private enum FieldRule {
        case equatable(offset: Int, compare: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)
        case binding(offset: Int, compare: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)
        case identity(offset: Int)
        case nested(offset: Int, rules: [FieldRule])
        case ignored
        case unequal
    }

    private static var cache: [ObjectIdentifier: [FieldRule]] = [:]
    private static var equalities: [ObjectIdentifier: ((any View, any View) -> Bool)?] = [:]

    /// `==` for an Equatable view type, found once per type (a cast to `any Equatable` per comparison is slow).
    private static func equality(for type: any View.Type) -> ((any View, any View) -> Bool)? {
        let id = ObjectIdentifier(type)
        if let cached = equalities[id] { return cached }
        let found = (type as? any Equatable.Type).map { equalityFunction($0) }
        equalities[id] = found
        return found
    }

    private static func equalityFunction<T: Equatable>(_: T.Type) -> (any View, any View) -> Bool {
        { old, new in
            guard let old = old as? T, let new = new as? T else { return false }
            return old == new
        }
    }

    private static var comparesBitwiseCopies: [ObjectIdentifier: Bool] = [:]

    /// Whether two values of a custom view type made from the same inputs bit for bit always compare equal, and print
    /// the same: no field of it makes values unequal (closures, unknown kinds) and all it prints is its node's
    /// state. An equal new value of such a view then leaves its node as it is (`ViewGraph.updateChild`).
    static func keepsEqualCopies(_ type: any View.Type) -> Bool {
        let id = ObjectIdentifier(type)
        if let known = comparesBitwiseCopies[id] { return known }
        func comparable(_ rules: [FieldRule]) -> Bool {
            rules.allSatisfy { rule in
                switch rule {
                case .unequal: false
                case .nested(_, let nested): comparable(nested)
                default: true
                }
            }
        }
        let known =
            PrimitiveDispatch.update(for: type) == nil && DynamicProperties.printsOnlyNodeState(type)
            && (equality(for: type) != nil || comparable(rules(for: type)))
        comparesBitwiseCopies[id] = known
        return known
    }

    static func isEqual(_ old: any View, _ new: any View) -> Bool {
        let viewType = type(of: old)
        guard viewType == type(of: new) else { return false }
        if let equal = equality(for: viewType) { return equal(old, new) }
        let rules = rules(for: viewType)
        func open<V: View>(_ old: V) -> Bool {
            guard var new = new as? V else { return false }
            var old = old
            return withUnsafeBytes(of: &old) { oldBytes in
                withUnsafeBytes(of: &new) { newBytes in
                    apply(rules, oldBytes.baseAddress!, newBytes.baseAddress!)
                }
            }
        }
        return open(old)
    }

    private static func apply(_ rules: [FieldRule], _ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool {
        for rule in rules {
            switch rule {
            case .equatable(let offset, let compare), .binding(let offset, let compare):
                if !compare(old + offset, new + offset) { return false }
            case .identity(let offset):
                if old.load(fromByteOffset: offset, as: UnsafeRawPointer?.self)
                    != new.load(fromByteOffset: offset, as: UnsafeRawPointer?.self)
                {
                    return false
                }
            case .nested(let offset, let nested):
                if !apply(nested, old + offset, new + offset) { return false }
            case .ignored:
                continue
            case .unequal:
                return false
            }
        }
        return true
    }

    private static func rules(for type: Any.Type, depth: Int = 0) -> [FieldRule] {
        let id = ObjectIdentifier(type)
        if depth == 0, let cached = cache[id] { return cached }
        var rules: [FieldRule] = []
        guard FieldWalkCheck.isReadable else { return [.unequal] }
        let complete = _forEachField(of: type) { _, offset, fieldType, kind in
            rules.append(rule(offset: offset, type: fieldType, kind: kind, depth: depth))
            return true
        }
        if !complete { rules = [.unequal] }
        if depth == 0 { cache[id] = rules }
        return rules
    }

    private static func rule(offset: Int, type: Any.Type, kind: _MetadataKind, depth: Int) -> FieldRule {
        if let binding = type as? any ComparedByLocation.Type {
            return .binding(offset: offset, compare: binding.isSameInput)
        }
        if type is any ComparedByObservation.Type { return .ignored }
        if let equatable = type as? any Equatable.Type {
            return .equatable(offset: offset, compare: comparer(equatable))
        }
        switch kind {
        case .class: return .identity(offset: offset)
        case .struct where depth < 4: return .nested(offset: offset, rules: rules(for: type, depth: depth + 1))
        default: return .unequal
        }
    }

    private static func comparer<T: Equatable>(_ type: T.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { old, new in old.assumingMemoryBound(to: T.self).pointee == new.assumingMemoryBound(to: T.self).pointee }
    }
}

/// Properties whose changes reach the views that read them through observation, so a new instance of
/// them never counts as a changed input.
protocol ComparedByObservation {}

extension State: ComparedByObservation {}
extension Environment: ComparedByObservation {}
/// Properties that are the same input when they point at the same place (`Binding`).
protocol ComparedByLocation {
    /// Whether the values at `old` and `new` (both of this type) are the same input.
    static func isSameInput(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool
}

extension Binding: ComparedByLocation {
    static func isSameInput(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool {
        let old = old.assumingMemoryBound(to: Self.self).pointee
        let new = new.assumingMemoryBound(to: Self.self).pointee
        if old.identity?.isConstant == true, new.identity?.isConstant == true {
            // A constant's getter reads nothing observed, so reading it here records no dependency.
            guard let oldValue = old.wrappedValue as? any Equatable else { return false }
            return oldValue.isEqual(to: new.wrappedValue)
        }
        return BindingIdentity.isSameLocation(old.identity, new.identity)
    }
}

extension Equatable {
    /// `==` against a value of unknown type: `false` unless it is of this type and equal.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

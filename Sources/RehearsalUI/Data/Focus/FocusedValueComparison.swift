/// Tells whether two sets of focused values are the same to their readers, so that a publisher updated with
/// an equal value (or a binding to the same place) does not invalidate them.
enum FocusedValueComparison {
    static func same(_ old: FocusedValues, _ new: FocusedValues) -> Bool {
        guard old.storage.count == new.storage.count else { return false }
        for (key, value) in old.storage {
            guard let other = new.storage[key], same(value, other) else { return false }
        }
        return true
    }

    /// Equatable values by `==`, bindings by where they point, objects by identity; anything else differs.
    static func same(_ old: Any, _ new: Any) -> Bool {
        if let located = old as? any ComparedByLocation { return sameLocation(located, new) }
        return EnvironmentCache.same(old, new)
    }

    private static func sameLocation<T: ComparedByLocation>(_ old: T, _ new: Any) -> Bool {
        guard var new = new as? T else { return false }
        var old = old
        return withUnsafePointer(to: &old) { oldPointer in
            withUnsafePointer(to: &new) { T.isSameInput(UnsafeRawPointer(oldPointer), UnsafeRawPointer($0)) }
        }
    }
}

/// Remembers the environment a modifier last gave its content, so an unchanged modifier passes the same
/// environment again and the content is not re-evaluated for nothing.
///
/// Environments are compared by storage identity; a modifier that wrote a new entry every update would
/// make every view below look changed. Values are compared with `==` when they are `Equatable`, objects
/// by identity, and anything else (closures) counts as changed.
final class EnvironmentCache {
    var input: EnvironmentValues
    var value: Any
    var output: EnvironmentValues

    init(input: EnvironmentValues, value: Any, output: EnvironmentValues) {
        self.input = input
        self.value = value
        self.output = output
    }
}

extension GraphNode {
    /// Applies `write` to `environment`, reusing the last result when the input environment and `value`
    /// are unchanged.
    func cachedEnvironment(
        _ environment: inout EnvironmentValues,
        value: Any,
        write: (inout EnvironmentValues) -> Void
    ) {
        if let cache = modifierState as? EnvironmentCache, cache.input.isIdentical(to: environment),
            EnvironmentCache.same(cache.value, value)
        {
            environment = cache.output
            return
        }
        let input = environment
        write(&environment)
        modifierState = EnvironmentCache(input: input, value: value, output: environment)
    }
}

extension EnvironmentCache {
    static func same(_ old: Any, _ new: Any) -> Bool {
        if let old = old as? any Equatable { return old.isEqual(to: new) }
        let oldMirror = Mirror(reflecting: old)
        if oldMirror.displayStyle == .class || type(of: old) is AnyClass {
            return (old as AnyObject) === (new as AnyObject)
        }
        if oldMirror.displayStyle == .optional {
            switch (oldMirror.children.first?.value, Mirror(reflecting: new).children.first?.value) {
            case (nil, nil): return true
            case (let old?, let new?): return same(old, new)
            default: return false
            }
        }
        return false
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

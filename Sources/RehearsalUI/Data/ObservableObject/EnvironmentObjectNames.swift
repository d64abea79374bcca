import Synchronization

/// Remembers which missing environment objects were read with `@EnvironmentObject`, so the error about
/// one names the wrapper the view wrote and the modifier that fixes it.
///
/// `GraphDiagnostic.missingEnvironmentObject` carries only type names; `@Environment(T.self)` and
/// `@EnvironmentObject` report the same error, worded for the one used.
package enum EnvironmentObjectNames {
    private static let legacy = Mutex<Set<String>>([])

    static func register(_ typeName: String) {
        _ = legacy.withLock { $0.insert(typeName) }
    }

    private static func isLegacy(_ typeName: String) -> Bool { legacy.withLock { $0.contains(typeName) } }

    /// How the view reads it: `@Environment(Client.self)` or `@EnvironmentObject Store`.
    package static func reader(of typeName: String) -> String {
        isLegacy(typeName) ? "@EnvironmentObject \(typeName)" : "@Environment(\(typeName).self)"
    }

    /// The modifier that injects one: `.environment(Client(...))` or `.environmentObject(Store(...))`.
    package static func injection(of typeName: String) -> String {
        isLegacy(typeName) ? ".environmentObject(\(typeName)(...))" : ".environment(\(typeName)(...))"
    }
}

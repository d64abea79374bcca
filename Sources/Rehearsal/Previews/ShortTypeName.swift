import Synchronization

/// Names types as the catalog lists them: without module prefix, enclosing types or generic arguments.
enum ShortTypeName {
    /// Each type's name, found once: naming a type costs microseconds (the state inventory names each object's
    /// type at every step).
    private static let names = Mutex<[ObjectIdentifier: String]>([:])

    static func of(_ type: Any.Type) -> String {
        let id = ObjectIdentifier(type)
        if let known = names.withLock({ $0[id] }) { return known }
        let full = String(describing: type)
        let name = full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
        names.withLock { $0[id] = name }
        return name
    }
}

import Synchronization

/// Names view types the way the tree prints them: without module prefixes or generic arguments.
///
/// Printing a type demangles its name, which costs microseconds; names are cached per type, since every
/// render names every node.
enum ViewTypeName {
    private static let cache = Mutex<[ObjectIdentifier: String]>([:])

    static func of(_ type: Any.Type) -> String {
        let id = ObjectIdentifier(type)
        if let cached = cache.withLock({ $0[id] }) { return cached }
        // A wrapper that holds an app's or a command group's properties is named after what it holds.
        let full = String(describing: (type as? any NamedAfterContent.Type)?.contentType ?? type)
        let name = full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
        cache.withLock { $0[id] = name }
        return name
    }
}

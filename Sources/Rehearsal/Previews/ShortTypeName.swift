/// Names types as the catalog lists them: without module prefix, enclosing types or generic arguments.
enum ShortTypeName {
    static func of(_ type: Any.Type) -> String {
        let full = String(describing: type)
        if let angle = full.firstIndex(of: "<") { return String(full[..<angle]) }
        return full
    }
}

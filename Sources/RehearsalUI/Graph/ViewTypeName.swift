/// Names view types the way the tree prints them: without module prefixes or generic arguments.
enum ViewTypeName {
    static func of(_ type: Any.Type) -> String {
        let full = String(describing: type)
        if let angle = full.firstIndex(of: "<") { return String(full[..<angle]) }
        return full
    }
}

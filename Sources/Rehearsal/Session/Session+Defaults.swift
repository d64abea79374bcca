import RehearsalUI

extension Session {
    /// Sets the session's in-memory defaults from `defaults KEY=VALUE ...`, then settles.
    ///
    /// `true`/`false` are stored as Bool, whole numbers as Int, other numbers as Double, anything else as
    /// text; an empty value removes the key. `@AppStorage` readers decode leniently, as `UserDefaults` does.
    func applyDefaults(_ values: [String: String], order: [String]) throws(CommandError) -> String {
        for key in order {
            defaults.set(Self.defaultsValue(values[key] ?? ""), forKey: key)
        }
        if graph != nil { settle() }
        return defaultsListing()
    }

    /// The defaults the session holds, one `key = value` a line, sorted by key.
    func defaultsListing() -> String {
        let listing = defaults.listing
        guard !listing.isEmpty else {
            return "no defaults are set; @AppStorage properties read their default values (set one: defaults KEY=VALUE)"
        }
        return (["defaults:"] + listing.map { "  \($0.key) = \($0.value)" }).joined(separator: "\n")
    }

    static func defaultsValue(_ text: String) -> Any? {
        if text.isEmpty { return nil }
        if text == "true" || text == "false" { return text == "true" }
        if let int = Int(text) { return int }
        if let double = Double(text), text.contains(".") { return double }
        return text
    }
}

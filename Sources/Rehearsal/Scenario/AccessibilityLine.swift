/// One line of `ax` read back into its parts: `role "label" #identifier value="..." placeholder="..."
/// hint="..." [traits]`, so that `expect ax contains` can compare the attributes a script writes and no others.
struct AccessibilityLine: Equatable {
    var role = ""
    var label: String?
    var identifier: String?
    /// `value`, `placeholder`, `hint` and any other `key="..."`, in the order written.
    var attributes: [String: String] = [:]
    var traits: [String]?

    /// Reads a line as `AccessibilityTreeRenderer` writes it; `nil` when it is not one.
    init?(_ text: String) {
        let characters = Array(text)
        var index = 0
        func skipBlanks() { while index < characters.count, characters[index] == " " { index += 1 } }
        func quoted() -> String? {
            guard index < characters.count, characters[index] == "\"" else { return nil }
            index += 1
            var value = ""
            while index < characters.count, characters[index] != "\"" {
                if characters[index] == "\\", index + 1 < characters.count {
                    index += 1
                    value.append(characters[index] == "n" ? "\n" : characters[index] == "t" ? "\t" : characters[index])
                } else {
                    value.append(characters[index])
                }
                index += 1
            }
            guard index < characters.count else { return nil }
            index += 1
            return value
        }
        while index < characters.count, characters[index].isLetter || characters[index].isNumber { index += 1 }
        role = String(characters[0..<index])
        guard !role.isEmpty || characters.first == "\"" else { return nil }
        skipBlanks()
        if index < characters.count, characters[index] == "\"" {
            guard let value = quoted() else { return nil }
            label = value
        }
        while true {
            skipBlanks()
            guard index < characters.count else { break }
            if characters[index] == "#" {
                let start = index + 1
                while index < characters.count, characters[index] != " " { index += 1 }
                identifier = String(characters[start..<index])
            } else if characters[index] == "[" {
                guard let end = characters[index...].firstIndex(of: "]"), end == characters.count - 1 else {
                    return nil
                }
                traits = String(characters[(index + 1)..<end]).split(separator: ",").map {
                    String($0.drop { $0 == " " })
                }
                index = end + 1
            } else {
                let start = index
                while index < characters.count, characters[index] != "=", characters[index] != " " { index += 1 }
                let key = String(characters[start..<index])
                guard !key.isEmpty, index < characters.count, characters[index] == "=" else { return nil }
                index += 1
                guard let value = quoted() else { return nil }
                attributes[key] = value
            }
        }
    }

    /// Whether the line names more than an element (an attribute or a trait), which only a line with them matches.
    var hasDetails: Bool { !attributes.isEmpty || traits != nil }

    /// Whether this line (of the output) has everything `wanted` (from a script) names: its role, label and
    /// identifier when written, each attribute written with the same value, and each trait written.
    func matches(_ wanted: AccessibilityLine) -> Bool {
        if !wanted.role.isEmpty, wanted.role != role { return false }
        if let label = wanted.label, label != self.label { return false }
        if let identifier = wanted.identifier, identifier != self.identifier { return false }
        for (key, value) in wanted.attributes where attributes[key] != value { return false }
        if let traits = wanted.traits, !traits.allSatisfy((self.traits ?? []).contains) { return false }
        return true
    }
}

/// What an interaction targets: `role "label"`, `"label"`, `#identifier`, or a bare role, optionally
/// followed by `[n]` to pick the n-th of several matches (counting from 1, in reading order).
///
/// `button "Try Again"`, `"Dune"`, `#addButton`, `searchField`, `button "Delete"[2]`.
package struct TargetQuery: Equatable, Sendable, CustomStringConvertible {
    package var role: String?
    package var label: String?
    package var identifier: String?
    /// Which of several reachable matches, counting from 1.
    package var index: Int?

    package init(role: String? = nil, label: String? = nil, identifier: String? = nil, index: Int? = nil) {
        self.role = role
        self.label = label
        self.identifier = identifier
        self.index = index
    }

    /// Parses a target as the shell and scenario scripts write it.
    package init(parsing text: String) throws(InteractionError) {
        var scanner = Substring(text.trimmingCharacters(in: .whitespaces))
        func fail(_ problem: String) -> InteractionError {
            InteractionError(
                .invalidTarget,
                "expected a target: \"label\", #identifier or role \"label\" (e.g. button \"Try Again\"), but "
                    + "found \(ValueDescription.quoted(text)): \(problem).")
        }
        guard !scanner.isEmpty else { throw fail("it is empty") }
        if let first = scanner.first, first.isLetter {
            let word = scanner.prefix { $0.isLetter || $0.isNumber }
            scanner = scanner.dropFirst(word.count).drop { $0 == " " }
            guard AccessibilityRoles.known.contains(String(word)) else {
                if scanner.isEmpty {
                    throw fail("\(word) is not a role; to fix, quote a label: \"\(word)\"")
                }
                throw fail(
                    "\(word) is not a role; roles are \(AccessibilityRoles.known.sorted().joined(separator: ", "))")
            }
            role = String(word)
        }
        if scanner.first == "\"" {
            var label = ""
            var escaped = false
            var closed = false
            scanner = scanner.dropFirst()
            while let character = scanner.first {
                scanner = scanner.dropFirst()
                if escaped {
                    label.append(character == "n" ? "\n" : character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    closed = true
                    break
                } else {
                    label.append(character)
                }
            }
            guard closed else { throw fail("the label's closing quote is missing") }
            self.label = label
        } else if scanner.first == "#" {
            let name = scanner.dropFirst().prefix { !$0.isWhitespace && $0 != "[" }
            guard !name.isEmpty else { throw fail("an identifier follows #") }
            identifier = String(name)
            scanner = scanner.dropFirst(name.count + 1)
        } else if role == nil {
            throw fail("a target starts with a quote, # or a role")
        }
        scanner = scanner.drop { $0 == " " }
        if scanner.first == "[" {
            let digits = scanner.dropFirst().prefix { $0.isNumber }
            guard let number = Int(digits), number > 0, scanner.dropFirst(digits.count + 1).first == "]" else {
                throw fail("[n] picks the n-th match and needs a number from 1")
            }
            index = number
            scanner = scanner.dropFirst(digits.count + 2)
        }
        guard scanner.allSatisfy(\.isWhitespace) else {
            throw fail("\(ValueDescription.quoted(String(scanner))) is left over")
        }
    }

    /// Whether an element matches the role, label and identifier asked for.
    package func matches(_ element: AccessibilityNode) -> Bool {
        matches(
            role: element.role, label: element.label, inputLabels: element.inputLabels, identifier: element.identifier)
    }

    /// Whether an element with these fields matches (``AccessibilitySnapshot/elements(matching:)`` reads only them).
    func matches(role: String, label: String, inputLabels: [String], identifier: String?) -> Bool {
        if let wanted = self.role, role != wanted { return false }
        if let wanted = self.label, label != wanted, !inputLabels.contains(wanted) { return false }
        if let wanted = self.identifier, identifier != wanted { return false }
        return true
    }

    /// The target as it is written, without the index.
    package var base: String {
        var parts: [String] = []
        if let role { parts.append(role) }
        if let label { parts.append(ValueDescription.quoted(label)) }
        if let identifier { parts.append("#" + identifier) }
        return parts.joined(separator: " ")
    }

    package var description: String { base + (index.map { "[\($0)]" } ?? "") }
}

extension AccessibilityRoles {
    /// Every role a target may name.
    package static let known: Set<String> =
        containers.union(absorbing).union(interactive).union(["header", "element", "cell", "other"])
}

import Foundation
package import Rehearsal
package import RehearsalUI

/// The `arguments` of one `tools/call`, read against the tool's schema: every failure says which argument,
/// what was expected and what was found, and is reported as a tool error the agent can correct.
package struct MCPToolArguments {
    /// The tool being called, for the messages.
    package let tool: String
    private let fields: [(String, JSONValue)]

    /// Checks that `value` is an object whose keys are all among `allowed`.
    package init(tool: String, value: JSONValue?, allowed: [String]) throws(CommandError) {
        self.tool = tool
        switch value {
        case nil, .null?: fields = []
        case .object(let given)?:
            fields = given
            if let unknown = given.first(where: { !allowed.contains($0.0) })?.0 {
                let expected = allowed.isEmpty ? "no arguments" : "the arguments " + allowed.joined(separator: ", ")
                throw CommandError(
                    "\(tool) takes \(expected), but was given \"\(unknown)\""
                        + NearestMatches.suggestion(unknown, in: allowed, quote: true),
                    code: "arguments", hint: "see the tool's inputSchema in tools/list")
            }
        case let other?:
            throw CommandError(
                "expected the arguments of \(tool) as a JSON object, found \(other.serialized())", code: "arguments",
                hint: "send \"arguments\": {...}")
        }
    }

    private func value(_ name: String) -> JSONValue? {
        fields.first { $0.0 == name }?.1
    }

    /// A required string argument.
    package func string(_ name: String, example: String) throws(CommandError) -> String {
        guard let text = try optionalString(name) else {
            throw CommandError(
                "\(tool) needs the argument \"\(name)\", like \(example)", code: "arguments",
                hint: "see the tool's inputSchema in tools/list")
        }
        return text
    }

    /// A string argument, or `nil` when it is absent.
    package func optionalString(_ name: String) throws(CommandError) -> String? {
        switch value(name) {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let other?:
            throw CommandError(
                "expected \"\(name)\" of \(tool) to be a string, found \(other.serialized())", code: "arguments",
                hint: "see the tool's inputSchema in tools/list")
        }
    }

    /// A whole-number argument of at least `minimum`, or `nil` when it is absent.
    package func optionalInteger(_ name: String, minimum: Int) throws(CommandError) -> Int? {
        switch value(name) {
        case nil, .null?: return nil
        case .number(let number)? where number == number.rounded() && number >= Double(minimum) && number < 1e9:
            return Int(number)
        case let other?:
            throw CommandError(
                "expected \"\(name)\" of \(tool) to be a whole number of at least \(minimum), found "
                    + other.serialized(), code: "arguments", hint: "see the tool's inputSchema in tools/list")
        }
    }

    /// A true-or-false argument, or `nil` when it is absent.
    package func optionalBool(_ name: String) throws(CommandError) -> Bool? {
        switch value(name) {
        case nil, .null?: return nil
        case .bool(let flag)?: return flag
        case let other?:
            throw CommandError(
                "expected \"\(name)\" of \(tool) to be true or false, found \(other.serialized())", code: "arguments",
                hint: "see the tool's inputSchema in tools/list")
        }
    }

    /// A required object argument whose every member is a non-empty array of strings, like
    /// `{"colorScheme": ["light", "dark"]}`, in the order given.
    package func stringArrays(_ name: String, example: String) throws(CommandError) -> [(String, [String])] {
        let hint = "see the tool's inputSchema in tools/list"
        guard case .object(let members)? = value(name), !members.isEmpty else {
            let found = value(name).map { "found \($0.serialized())" } ?? "it is missing"
            throw CommandError(
                "\(tool) needs \"\(name)\" as an object of arrays of strings, like \(example), but \(found)",
                code: "arguments", hint: hint)
        }
        var result: [(String, [String])] = []
        for (key, member) in members {
            guard case .array(let items) = member, !items.isEmpty else {
                throw CommandError(
                    "expected \"\(name)\".\"\(key)\" of \(tool) to be a non-empty array of strings, found "
                        + member.serialized(), code: "arguments", hint: hint)
            }
            var strings: [String] = []
            for item in items {
                guard case .string(let text) = item, !text.isEmpty, !text.contains(","), !text.contains("=") else {
                    throw CommandError(
                        "expected each value of \"\(name)\".\"\(key)\" of \(tool) to be one value as a string, "
                            + "found \(item.serialized())", code: "arguments", hint: hint)
                }
                strings.append(text)
            }
            result.append((key, strings))
        }
        return result
    }

    /// A required whole-number argument.
    package func integer(_ name: String, minimum: Int, example: String) throws(CommandError) -> Int {
        guard let number = try optionalInteger(name, minimum: minimum) else {
            throw CommandError(
                "\(tool) needs the argument \"\(name)\", like \(example)", code: "arguments",
                hint: "see the tool's inputSchema in tools/list")
        }
        return number
    }

    /// The `target` argument in the shell's target language: `"Label"`, `#identifier`, `role "label"`, or a
    /// bare role; any other text is taken as a label and quoted.
    package func target() throws(CommandError) -> String {
        let text = try string("target", example: ##""Save", "#addButton" or "button \"Save\"""##)
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("\"") || trimmed.hasPrefix("#") { return trimmed }
        let word = String(trimmed.prefix { $0.isLetter || $0.isNumber })
        let rest = trimmed.dropFirst(word.count)
        if AccessibilityRoles.known.contains(word), rest.isEmpty || rest.hasPrefix(" \"") || rest.hasPrefix("[") {
            return trimmed
        }
        return Tokenizer.quoted(text)
    }
}

/// Prints the accessibility tree as a screen reader meets it: one element a line, in reading order.
///
/// A line is `role "label"`, then, where present, `#identifier`, `value="..."`, `placeholder="..."` (an
/// empty text field's prompt, when it is not the label already read), `hint="..."` and `[traits]`; two spaces of indent a level. Only containers (a list, a navigation bar, an alert, a
/// `.contain` group) nest their elements; elements a screen reader cannot reach now are left out, and
/// reachable elements inside unreachable ones (a sheet presented from a covered screen) move up to the
/// nearest printed level.
package enum AccessibilityTreeRenderer {
    package static func render(_ snapshot: AccessibilitySnapshot) -> String {
        var lines: [String] = []
        for root in snapshot.roots { append(root, depth: 0, to: &lines) }
        return lines.joined(separator: "\n")
    }

    /// One element's line, without indent.
    package static func line(for element: AccessibilityNode) -> String {
        var line = element.reference
        if let identifier = element.identifier, !identifier.isEmpty { line += " #\(identifier)" }
        if let value = element.value, !value.isEmpty { line += " value=\(ValueDescription.quoted(value))" }
        if let placeholder = readPlaceholder(of: element) {
            line += " placeholder=\(ValueDescription.quoted(placeholder))"
        }
        if let hint = element.hint, !hint.isEmpty { line += " hint=\(ValueDescription.quoted(hint))" }
        let traits = printedTraits(of: element)
        if !traits.isEmpty { line += " [\(traits.joined(separator: ", "))]" }
        return line
    }

    /// The placeholder VoiceOver reads after the label: none when it is empty or the label itself.
    static func readPlaceholder(of element: AccessibilityNode) -> String? {
        guard let placeholder = element.placeholder, !placeholder.isEmpty, placeholder != element.label else {
            return nil
        }
        return placeholder
    }

    static func printedTraits(of element: AccessibilityNode) -> [String] {
        var traits = element.traits
        if !element.isEnabled, !traits.contains("notEnabled") { traits.append("notEnabled") }
        return traits
    }

    private static func append(_ element: AccessibilityNode, depth: Int, to lines: inout [String]) {
        guard isPrinted(element) else {
            for child in element.children { append(child, depth: depth, to: &lines) }
            return
        }
        lines.append(String(repeating: "  ", count: depth) + line(for: element))
        let childDepth = element.isContainer ? depth + 1 : depth
        for child in element.children { append(child, depth: childDepth, to: &lines) }
    }

    private static func isPrinted(_ element: AccessibilityNode) -> Bool {
        element.isReachable && element.kind != .grouping && !element.role.isEmpty
    }

    /// The tree as JSON: an array of elements with `role`, `label`, and where present `identifier`, `value`,
    /// `hint`, `traits`, `actions` (the named ones) and `children`.
    package static func json(_ snapshot: AccessibilitySnapshot) -> JSONValue {
        var elements: [JSONValue] = []
        for root in snapshot.roots { appendJSON(root, to: &elements) }
        return .array(elements)
    }

    private static func appendJSON(_ element: AccessibilityNode, to elements: inout [JSONValue]) {
        guard isPrinted(element) else {
            for child in element.children { appendJSON(child, to: &elements) }
            return
        }
        var fields: [(String, JSONValue)] = [("role", .string(element.role)), ("label", .string(element.label))]
        if let identifier = element.identifier, !identifier.isEmpty {
            fields.append(("identifier", .string(identifier)))
        }
        if let value = element.value, !value.isEmpty { fields.append(("value", .string(value))) }
        if let placeholder = readPlaceholder(of: element) { fields.append(("placeholder", .string(placeholder))) }
        if let hint = element.hint, !hint.isEmpty { fields.append(("hint", .string(hint))) }
        let traits = printedTraits(of: element)
        if !traits.isEmpty { fields.append(("traits", .array(traits.map(JSONValue.string)))) }
        if !element.customActions.isEmpty {
            fields.append(("actions", .array(element.customActions.map { .string($0.name) })))
        }
        var children: [JSONValue] = []
        for child in element.children { appendJSON(child, to: &children) }
        if element.isContainer {
            if !children.isEmpty { fields.append(("children", .array(children))) }
            elements.append(.object(fields))
        } else {
            elements.append(.object(fields))
            elements += children
        }
    }
}

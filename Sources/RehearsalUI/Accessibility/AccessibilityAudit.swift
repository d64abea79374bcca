/// Finds accessibility problems on the screen a user can reach now: interactive elements without a name,
/// images named only by their file, and identifiers used more than once.
///
/// Each finding names the custom view whose body produced the element, so the fix has an address.
@MainActor package enum AccessibilityAudit {
    /// One problem, with the element, the view that made it, and the fix.
    package struct Finding: Equatable, Sendable {
        package enum Kind: String, Sendable {
            case unnamedControl, iconOnlyControl, unlabelledImage, duplicateIdentifier
        }

        package var kind: Kind
        /// The element as its line in the accessibility tree starts.
        package var element: String
        /// The custom view whose body produced the element.
        package var view: String
        package var message: String

        /// The finding on one line: `warning: button in TaskToolbar has no accessible name ...`.
        package var line: String { "warning: \(message)" }
    }

    package static func findings(_ snapshot: AccessibilitySnapshot) -> [Finding] {
        var findings: [Finding] = []
        var identifiers: [String: [AccessibilityNode]] = [:]
        var identifierOrder: [String] = []
        for element in snapshot.reachableElements {
            if let finding = nameFinding(element) { findings.append(finding) }
            if let identifier = element.identifier, !identifier.isEmpty {
                if identifiers[identifier] == nil { identifierOrder.append(identifier) }
                identifiers[identifier, default: []].append(element)
            }
        }
        for identifier in identifierOrder {
            guard let elements = identifiers[identifier], elements.count > 1 else { continue }
            let listing = elements.map { "\($0.reference) in \($0.owner)" }.joined(separator: ", ")
            var views: [String] = []
            for element in elements where !views.contains(element.owner) { views.append(element.owner) }
            findings.append(
                Finding(
                    kind: .duplicateIdentifier, element: "#\(identifier)", view: views.joined(separator: ", "),
                    message: "identifier #\(identifier) is used by \(elements.count) elements on this screen: "
                        + "\(listing). Tests and `#\(identifier)` targets cannot tell them apart. To fix, give "
                        + "each its own .accessibilityIdentifier (add the row's id to it in a ForEach)."))
        }
        return findings
    }

    private static func nameFinding(_ element: AccessibilityNode) -> Finding? {
        let interactive = element.isInteractive && element.kind == .element
        if interactive && element.label.isEmpty {
            return Finding(
                kind: .unnamedControl, element: element.role, view: element.owner,
                message: "\(element.role) in \(element.owner) has no accessible name, so VoiceOver reads only "
                    + "\"\(element.role)\". To fix, give it a text label or .accessibilityLabel(\"...\").")
        }
        if interactive && element.labelOrigin == .imageName {
            return Finding(
                kind: .iconOnlyControl, element: element.reference, view: element.owner,
                message: "\(element.reference) in \(element.owner) is named only by its image's name "
                    + "(\(ValueDescription.quoted(element.label))). To fix, add .accessibilityLabel(\"...\") "
                    + "saying what it does.")
        }
        if element.role == "image", element.labelOrigin == .imageName, let image = element.source?.view as? Image,
            !image.isSymbol
        {
            return Finding(
                kind: .unlabelledImage, element: element.reference, view: element.owner,
                message: "image \(ValueDescription.quoted(image.name)) in \(element.owner) has no label, so "
                    + "VoiceOver reads its file name. To fix, use Image(_:label:), add .accessibilityLabel(\"...\"), "
                    + "or Image(decorative:) if it only decorates.")
        }
        return nil
    }

    /// The findings, one a line; or a line saying there are none.
    package static func render(_ findings: [Finding]) -> String {
        findings.isEmpty ? "no accessibility problems found" : findings.map(\.line).joined(separator: "\n")
    }

    /// The findings as JSON: objects with `kind`, `element`, `view` and `message`.
    package static func json(_ findings: [Finding]) -> JSONValue {
        .array(
            findings.map {
                .object([
                    ("kind", .string($0.kind.rawValue)), ("element", .string($0.element)), ("view", .string($0.view)),
                    ("message", .string($0.message)),
                ])
            })
    }
}

extension AccessibilityNode {
    /// The name a group of elements gives the element that takes them in: their texts (and the values of
    /// labeled texts) joined with ", ", as SwiftUI combines children, or their images' names when there is
    /// no text.
    static func combinedLabel(of elements: [AccessibilityNode]) -> (label: String, fromImagesOnly: Bool) {
        var texts: [String] = []
        var images: [String] = []
        for element in elements {
            element.forEach { node in
                guard node.reachability == .reachable || node.reachability.isMerged, !node.label.isEmpty,
                    !node.isContainer
                else { return }
                if node.role == "image" && node.labelOrigin == .imageName {
                    images.append(node.label)
                } else {
                    texts.append(node.label)
                    // A labeled value ("Classics", "2 books") is read label first, then value.
                    if node.role == "staticText", let value = node.value, !value.isEmpty { texts.append(value) }
                }
            }
        }
        if texts.isEmpty { return (images.joined(separator: ", "), !images.isEmpty) }
        return (texts.joined(separator: ", "), false)
    }

    /// Orders elements by sort priority, highest first, keeping reading order among equals; recursively.
    static func sortByPriority(_ elements: inout [AccessibilityNode]) {
        // Looked at before changing anything: writing to elements kept by the builder's caches would copy them.
        guard needsSorting(elements) else { return }
        for index in elements.indices { sortByPriority(&elements[index].children) }
        guard elements.contains(where: { $0.sortPriority != 0 }) else { return }
        elements = elements.enumerated().sorted {
            $0.element.sortPriority != $1.element.sortPriority
                ? $0.element.sortPriority > $1.element.sortPriority : $0.offset < $1.offset
        }.map(\.element)
    }

    /// Whether some element in `elements`, or below them, has a sort priority.
    private static func needsSorting(_ elements: [AccessibilityNode]) -> Bool {
        elements.contains { $0.sortPriority != 0 || needsSorting($0.children) }
    }
}

extension AccessibilityNode.Reachability {
    var isMerged: Bool {
        if case .merged = self { return true }
        return false
    }

    /// The reason, as a clause: "it is behind the sheet ...".
    package var reason: String? {
        switch self {
        case .reachable: nil
        case .hidden(let reason, _), .obscured(let reason, _), .merged(let reason, _): reason
        }
    }

    /// How to reach the element, as an instruction: "dismiss the sheet first".
    package var fix: String? {
        switch self {
        case .reachable: nil
        case .hidden(_, let fix), .obscured(_, let fix), .merged(_, let fix): fix
        }
    }
}

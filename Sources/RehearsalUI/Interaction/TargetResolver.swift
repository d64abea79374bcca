/// Finds the one element a target means on the current screen, or explains why it cannot.
///
/// Only reachable elements are candidates. When none matches, the error says whether a matching element
/// exists but is hidden, covered or off screen (and how to reach it), lists the nearest matches by label
/// (ignoring case, then by edit distance), and mentions rows a lazy container has not loaded yet. When
/// several match, it lists them with a target for each.
@MainActor package struct TargetResolver {
    let snapshot: AccessibilitySnapshot

    package init(_ snapshot: AccessibilitySnapshot) { self.snapshot = snapshot }

    package func resolve(_ query: TargetQuery, for verb: String) throws(InteractionError) -> AccessibilityNode {
        let matches = snapshot.elements(matching: query)
        let reachable = matches.filter(\.isReachable)
        if let index = query.index {
            guard index <= reachable.count else {
                throw InteractionError(
                    .notFound,
                    "expected at least \(index) reachable elements matching \(query.base) to \(verb), but found "
                        + "\(reachable.count). To fix, use an index from 1 to \(max(reachable.count, 1)), or see `ax`.")
            }
            return reachable[index - 1]
        }
        if reachable.count == 1 { return reachable[0] }
        if reachable.count > 1 { throw ambiguity(query, reachable, verb: verb) }
        if let hidden = matches.first { throw unreachable(hidden, verb: verb) }
        throw notFound(query, verb: verb)
    }

    private func ambiguity(_ query: TargetQuery, _ elements: [AccessibilityNode], verb: String) -> InteractionError {
        let identifiers = elements.compactMap(\.identifier)
        let distinctIdentifiers = Set(identifiers).count == elements.count
        var lines = [
            "expected one element matching \(query.base) to \(verb), but \(elements.count) match:"
        ]
        for (offset, element) in elements.enumerated() {
            let target: String
            if distinctIdentifiers, let identifier = element.identifier {
                target = "#\(identifier)"
            } else if query.role == nil, elements.filter({ $0.role == element.role }).count == 1 {
                target = element.reference
            } else {
                target = "\(query.base)[\(offset + 1)]"
            }
            lines.append("  \(AccessibilityTreeRenderer.line(for: element))  in \(element.owner)  → target \(target)")
        }
        lines.append(
            "To fix, use one of the targets above; to make them stable, give each element its own "
                + ".accessibilityIdentifier and target #identifier.")
        return InteractionError(.ambiguous, lines.joined(separator: "\n"))
    }

    private func unreachable(_ element: AccessibilityNode, verb: String) -> InteractionError {
        InteractionError(
            .unreachable,
            "expected \(element.reference) (in \(element.owner)) on screen to \(verb), but it cannot be reached: "
                + "\(element.reachability.reason ?? "it is not reachable"). To fix, "
                + "\(element.reachability.fix ?? "see `ax`"), then try again.")
    }

    private func notFound(_ query: TargetQuery, verb: String) -> InteractionError {
        var lines = ["expected an element matching \(query.base) on screen to \(verb), but there is none."]
        let nearest = nearestMatches(query)
        if !nearest.isEmpty {
            lines.append(
                "Did you mean: "
                    + nearest.map { element in
                        element.reference + (element.identifier.map { " #\($0)" } ?? "")
                            + (element.isReachable ? "" : " (not reachable now)")
                    }.joined(separator: ", ") + "?")
        } else {
            let sample = snapshot.reachableElements.filter { !$0.label.isEmpty }.prefix(6)
            if !sample.isEmpty {
                lines.append("The screen has: " + sample.map(\.reference).joined(separator: ", ") + ".")
            }
        }
        for (node, window) in snapshot.scrollableContainers {
            lines.append(
                "\(node.element?.name ?? "A lazy container") in \(AccessibilityTreeBuilder.owner(of: node)) has "
                    + "\(window.hiddenCount) more rows that are not loaded yet; `scroll` loads the next "
                    + "\(LazyWindow.pageSize).")
        }
        lines.append("To fix, use a target from `ax` (labels match exactly, case included).")
        return InteractionError(.notFound, lines.joined(separator: "\n"))
    }

    /// Up to three elements whose label (or identifier) is close to the query's, closest first.
    package func nearestMatches(_ query: TargetQuery) -> [AccessibilityNode] {
        let wanted = (query.label ?? query.identifier ?? "").lowercased()
        var scored: [(score: Int, order: Int, element: AccessibilityNode)] = []
        for (order, element) in snapshot.allElements.enumerated() {
            let text = (query.label != nil ? element.label : (element.identifier ?? "")).lowercased()
            guard !text.isEmpty || wanted.isEmpty else { continue }
            var score: Int
            if wanted.isEmpty {
                score = Self.distance(query.role ?? "", element.role)
                guard score <= 3 else { continue }
            } else {
                score = text == wanted ? 0 : Self.distance(wanted, text)
                let limit = max(2, wanted.count / 3)
                if score > limit && !(text.contains(wanted) || wanted.contains(text)) { continue }
                if score > limit { score = limit + 1 }
            }
            if let role = query.role, role != element.role { score += 1 }
            if !element.isReachable { score += 2 }
            scored.append((score, order, element))
        }
        return scored.sorted { ($0.score, $0.order) < ($1.score, $1.order) }.prefix(3).map(\.element)
    }

    /// The Levenshtein distance between two strings, by characters.
    package static func distance(_ a: String, _ b: String) -> Int { EditDistance.between(a, b) }
}

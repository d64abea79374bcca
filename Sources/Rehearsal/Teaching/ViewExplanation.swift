import RehearsalUI

/// Prints why the views of one type last updated, and what they read: `explain ShelfScreen`.
///
/// ```
/// ShelfScreen was last evaluated in step 3 (tap "Try Again"): it read @State phase of ShelfScreen, which
/// changed.
/// It reads @State phase of ShelfScreen, @State query of ShelfScreen, LibraryClient.revision.
/// A change to one of those re-evaluates it; so do new inputs from its parent and a change of its environment.
/// ```
@MainActor enum ViewExplanation {
    /// The explanation, or `nil` when no view of that name is on screen.
    static func render(_ name: String, graph: ViewGraph, recorder: TeachingRecorder) -> String? {
        let nodes = GraphWalk.nodes(graph).filter { $0.kind == .custom && $0.typeName == name }
        guard !nodes.isEmpty else { return nil }
        var lines: [String] = []
        var groups: [String] = []
        var counts: [String: Int] = [:]
        for node in nodes {
            let line: String
            if let last = recorder.lastEvaluations[GraphWalk.identity(node)] {
                line = "last evaluated in step \(last.step) (\(last.command)): \(reason(last.cause))"
            } else {
                line = "not evaluated since the steps were replayed (undo or goto); run a step, then ask again"
            }
            if counts[line] == nil { groups.append(line) }
            counts[line, default: 0] += 1
        }
        let single = nodes.count == 1
        if single {
            lines.append("\(name) was \(groups[0]).")
        } else {
            lines.append("\(nodes.count) views named \(name) are on screen:")
            for group in groups {
                let count = counts[group]!
                let counted =
                    count == nodes.count ? "all \(count) were" : count == 1 ? "1 of them was" : "\(count) of them were"
                lines.append("  \(counted) \(group).")
            }
        }
        let reads = readNames(nodes, graph: graph)
        let subject = single ? "It reads" : "Together they read"
        if let reads {
            lines.append(
                reads.isEmpty
                    ? "\(subject) no @State and no @Observable property in \(single ? "its body" : "their bodies")."
                    : "\(subject) \(reads.joined(separator: ", ")).")
        }
        if let followed = followedByParts(nodes, graph: graph), !followed.isEmpty {
            lines.append(
                "Parts of \(single ? "it" : "them") follow values without evaluating a body: \(followed.joined(separator: "; "))."
            )
        }
        let pronoun = single ? "it" : "them"
        if reads?.isEmpty == false {
            lines.append(
                "A change to one of those re-evaluates \(single ? "it" : "the views that read it"); so do new inputs "
                    + "from a parent and a change of the environment.")
        } else {
            lines.append("Only new inputs from a parent, or a change of the environment, re-evaluate \(pronoun).")
        }
        return lines.joined(separator: "\n")
    }

    /// What the views read in their latest update, named; `nil` when reads are not recorded.
    private static func readNames(_ nodes: [GraphNode], graph: ViewGraph) -> [String]? {
        guard let recorder = graph.reads else { return nil }
        var owners: [ObjectIdentifier: String] = [:]
        for node in GraphWalk.nodes(graph) { owners[ObjectIdentifier(node)] = GraphWalk.stateOwnerName(node) }
        var names: [String] = []
        for node in nodes {
            guard let reads = recorder.reads(of: node) else { continue }
            for read in reads.state {
                names.append(
                    "\(read.wrapper) \(read.property) of \(owners[read.owner] ?? "a view that left the screen")")
            }
            for access in reads.observed ?? [] {
                names.append(contentsOf: access.propertyNames.map { "\(access.typeName).\($0)" })
            }
        }
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// What the built-in views and modifiers a view declares read on its behalf: `LibraryTab's .sheet follows
    /// @State sheet of LibraryTab`.
    private static func followedByParts(_ nodes: [GraphNode], graph: ViewGraph) -> [String]? {
        guard let recorder = graph.reads else { return nil }
        let views = Set(nodes.map(ObjectIdentifier.init))
        var owners: [ObjectIdentifier: String] = [:]
        let all = GraphWalk.nodes(graph)
        for node in all { owners[ObjectIdentifier(node)] = GraphWalk.stateOwnerName(node) }
        var lines: [String] = []
        for node in all where node.kind != .custom {
            guard let owner = node.owningCustomView, views.contains(ObjectIdentifier(owner)),
                let reads = recorder.reads(of: node)
            else { continue }
            var names = reads.state.map {
                "\($0.wrapper) \($0.property) of \(owners[$0.owner] ?? "a view that left the screen")"
            }
            for access in reads.observed ?? [] { names += access.propertyNames.map { "\(access.typeName).\($0)" } }
            guard !names.isEmpty else { continue }
            let line = "\(ReaderList.name(of: node)) follows \(names.joined(separator: ", "))"
            if !lines.contains(line) { lines.append(line) }
        }
        return lines
    }

    private static func reason(_ cause: EvaluationCause) -> String {
        switch cause {
        case .mount: "it appeared"
        case .parent(let name): "the parent \(name) passed new inputs"
        case .environment(let keys): EvaluationCause.environmentSentence(keys)
        case .state(let owner, let property, let old, let new, let wrapper):
            "it read \(wrapper) \(property) of \(owner), which changed: \(old) → \(new)"
        case .observed(let type, let property): "it read \(type).\(property), which changed"
        case .session(let what): what
        }
    }
}

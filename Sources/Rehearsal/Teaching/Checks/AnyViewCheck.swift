import RehearsalUI

/// Warns when an `AnyView` wraps a different type than it did at the last step: `AnyView` is being used to
/// make branches type-check, which hides the branches from the graph.
@MainActor final class AnyViewCheck {
    private var wrapped: [String: String] = [:]

    func warnings(_ nodes: [GraphNode]) -> [PatternWarning] {
        var result: [PatternWarning] = []
        // A type comparison, not a cast: a cast of every node's view asks the runtime about conformances.
        for node in nodes where type(of: node.view) == AnyView.self {
            guard let content = node.children.first?.typeName else { continue }
            let identity = GraphWalk.identity(node)
            let previous = wrapped[identity]
            wrapped[identity] = content
            guard let previous, previous != content else { continue }
            let owner = GraphWalk.ownerName(node)
            result.append(
                PatternWarning(
                    .avoidAnyView,
                    "an AnyView in \(owner) wrapped \(previous) and now wraps \(content): erasing the branches' "
                        + "types makes the change a replacement that drops the old branch's state, and hides "
                        + "which branch is shown",
                    fix: "return the branches from a @ViewBuilder (an if or a switch), or wrap them in Group, so "
                        + "each branch keeps its own identity"))
        }
        return result
    }
}

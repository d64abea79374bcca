/// Makes the modified content one accessibility element, or a container: `accessibilityElement(children:)`.
///
/// `.combine` merges the content's elements into one, named by their labels joined with ", " and taking
/// their traits and actions; `.ignore` makes a new element that ignores them (name it with
/// `accessibilityLabel`); `.contain` makes a `group` that keeps them as its children.
struct AccessibilityElementModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let children: AccessibilityChildBehavior

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".accessibilityElement(children: \(self.children))"]
    }
}

extension AccessibilityElementModifier: AccessibilityContributing {
    package func contribute(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        let built = builder.buildContent(of: node)
        let presentations = built.filter(\.isPresentationRoot)
        let content = built.filter { !$0.isPresentationRoot }
        var element = builder.makeNode(role: "staticText", label: "", for: node)
        switch children.kind {
        case .contain:
            element.role = "group"
            element.isContainer = true
            element.children = content
        case .ignore:
            element.children = content.map { child in
                var hidden = child
                hidden.markUnreachable(
                    .merged(
                        because: "\(AccessibilityTreeBuilder.owner(of: node)) makes its content one element that "
                            + "ignores it, with .accessibilityElement(children: .ignore)",
                        fix: "target that element instead (see `ax`)"))
                return hidden
            }
        case .combine:
            let named = AccessibilityNode.combinedLabel(of: content)
            element.label = named.label
            if named.fromImagesOnly { element.labelOrigin = .imageName }
            var values: [String] = []
            var taps: [@MainActor () -> Void] = []
            for child in content {
                child.forEach { node in
                    guard node.isReachable else { return }
                    if AccessibilityRoles.interactive.contains(node.role), element.role == "staticText" {
                        element.role = node.role
                    }
                    if let value = node.value, !value.isEmpty { values.append(value) }
                    for trait in node.traits where !element.traits.contains(trait) { element.traits.append(trait) }
                    if let tap = node.actions.tap { taps.append(tap) }
                    element.customActions += node.customActions
                    if !node.isEnabled { element.isEnabled = false }
                }
            }
            if !values.isEmpty { element.value = values.joined(separator: ", ") }
            if taps.count == 1 { element.actions.tap = taps[0] }
            let reason = AccessibilityNode.Reachability.merged(
                because: "it is part of the element that \(AccessibilityTreeBuilder.owner(of: node)) combines with "
                    + ".accessibilityElement(children: .combine)",
                fix: "target the combined element instead (see `ax`)")
            element.children = content.map { child in
                var merged = child
                merged.markUnreachable(reason)
                return merged
            }
        }
        return [element] + presentations
    }
}

/// How an element made with `accessibilityElement(children:)` treats the elements inside it.
public struct AccessibilityChildBehavior: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable { case ignore, combine, contain }

    let kind: Kind

    /// The new element ignores its children.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The new element merges its children's names, traits and actions.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
    /// The new element contains its children, which stay elements.
    public static let contain = AccessibilityChildBehavior(kind: .contain)

    public var description: String {
        switch kind {
        case .ignore: ".ignore"
        case .combine: ".combine"
        case .contain: ".contain"
        }
    }
}

extension View {
    /// Makes this view one accessibility element (or, with `.contain`, a container of its elements).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(AccessibilityElementModifier(children: children))
    }
}

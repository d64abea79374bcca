/// Hides the modified content: it keeps its place in the tree (as in SwiftUI, where it still takes space)
/// but its elements are hidden from accessibility.
package struct HiddenModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    package func modifyEnvironment(_ environment: inout EnvironmentValues, node: GraphNode) {
        guard !environment.isHiddenByModifier else { return }
        node.cachedEnvironment(&environment, value: true) { $0.isHiddenByModifier = true }
    }

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".hidden"]
    }
}

extension View {
    /// Hides the view unconditionally.
    public func hidden() -> some View {
        modifier(HiddenModifier())
    }
}

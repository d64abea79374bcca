/// Turns off interaction for the modified content by clearing `isEnabled` in its environment.
///
/// As in SwiftUI, `.disabled(false)` inside a disabled container cannot enable its content again. Every
/// element below reports `isEnabled == false` to accessibility; their actions stay attached so that an
/// interaction can explain that the control is disabled.
package struct DisabledModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    let isDisabled: Bool

    package func modifyEnvironment(_ environment: inout EnvironmentValues, node: GraphNode) {
        guard isDisabled, environment.isEnabled else { return }
        node.cachedEnvironment(&environment, value: isDisabled) { $0.isEnabled = false }
    }

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = isDisabled ? [".disabled"] : []
    }
}

extension View {
    /// Disables the view and everything in it when `disabled` is true.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(DisabledModifier(isDisabled: disabled))
    }
}

/// A custom style in effect for one kind of control: how it makes a control's body, and the style applied
/// above it, which the body's own controls use (`Button(configuration)` inside a style gets the outer style).
///
/// A control whose environment holds a link shows the body the style makes instead of its usual content.
/// A system style (`.plain`, `SwitchToggleStyle()`) removes the link, so the innermost style wins.
final class StyleLink {
    /// Whether the style decides when the control fires (`PrimitiveButtonStyle`) rather than how it looks.
    let isPrimitive: Bool
    /// Makes the body from the configuration of the control's kind.
    let make: @MainActor (Any) -> any View
    let outer: StyleLink?

    init(isPrimitive: Bool = false, make: @escaping @MainActor (Any) -> any View, outer: StyleLink?) {
        self.isPrimitive = isPrimitive
        self.make = make
        self.outer = outer
    }
}

extension GraphNode {
    /// Appends the body a custom style makes for this control; the body sees the style applied above it.
    func appendStyledBody(
        _ link: StyleLink, configuration: Any, keyPath: WritableKeyPath<EnvironmentValues, StyleLink?>,
        to children: inout ChildList
    ) {
        var environment = children.environment
        cachedEnvironment(&environment, value: ObjectIdentifier(link)) { $0[keyPath: keyPath] = link.outer }
        children.append(link.make(configuration), key: .index(0), environment: environment)
    }
}

extension View {
    /// Puts a custom style in the environment of this view, printed as `attribute`; a style whose body is
    /// `EmptyView` is a system style and removes the custom one above.
    func customStyle<Body: View>(
        _ attribute: String, value: Any, body: Body.Type, keyPath: WritableKeyPath<EnvironmentValues, StyleLink?>,
        isPrimitive: Bool = false, make: @escaping @MainActor (Any) -> any View
    ) -> some View {
        let isSystem = Body.self == EmptyView.self
        return modifier(
            EnvironmentModifier(
                attribute: attribute, value: value,
                write: { environment in
                    environment[keyPath: keyPath] =
                        isSystem
                        ? nil
                        : StyleLink(isPrimitive: isPrimitive, make: make, outer: environment[keyPath: keyPath])
                }))
    }
}

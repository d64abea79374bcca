/// A reusable change to a view: `body(content:)` receives the view it modifies as `Content`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>

    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier; its body must not be evaluated")
    }
}

extension ViewModifier {
    /// Combines this modifier with another, applied after it.
    public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

/// Stands for the view a custom modifier modifies, inside the modifier's `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
}

extension _ViewModifier_Content: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        var ancestor = node.parent
        while let current = ancestor {
            if let host = current.view as? any CustomModifierHost, host.modifierType == Modifier.self {
                children.append(host.modifiedContent, key: .index(0))
                return
            }
            ancestor = current.parent
        }
    }
}

/// A custom modifier applied to a view, evaluated like a custom view whose body is `modifier.body(content:)`.
struct _CustomModifierBody<Modifier: ViewModifier, Content: View>: View {
    let modifier: Modifier
    let content: Content

    var body: Modifier.Body { modifier.body(content: _ViewModifier_Content()) }
}

/// Lets `_ViewModifier_Content` find the content of the custom modifier that encloses it.
@MainActor protocol CustomModifierHost {
    var modifierType: Any.Type { get }
    var modifiedContent: any View { get }
}

extension _CustomModifierBody: CustomModifierHost {
    var modifierType: Any.Type { Modifier.self }
    var modifiedContent: any View { content }
}

/// Gives the element of the modified content an action: the default one (what activating it does) or a
/// named one, as `accessibilityAction(_:_:)` and `accessibilityAction(named:_:)` do.
struct AccessibilityActionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let kind: AccessibilityActionKind
    let name: String?
    let handler: () -> Void

    func update(_ node: GraphNode, _ children: inout ChildList) {
        if let name {
            node.modifierAttributes = [".accessibilityAction(named: \(ValueDescription.quoted(name)))"]
        } else {
            node.modifierAttributes = [kind == .default ? ".accessibilityAction" : ".accessibilityAction(\(kind))"]
        }
    }
}

extension AccessibilityActionModifier: AccessibilityContributing {
    package func contribute(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        var elements = builder.buildContent(of: node)
        let handler = handler
        for index in elements.indices where !elements[index].isPresentationRoot {
            if let name {
                elements[index].customActions.append(
                    AccessibilityCustomAction(name: name, kind: .accessibility) { handler() })
            } else if kind == .default {
                elements[index].actions.tap = { handler() }
            } else {
                elements[index].customActions.append(
                    AccessibilityCustomAction(name: kind.actionName, kind: .accessibility) { handler() })
            }
        }
        return elements
    }
}

/// The kind of a standard accessibility action, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// Activating the element (a double tap with VoiceOver); the session's `tap` performs it.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Dismissing or going back (a two-finger scrub).
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The app's most important action (a two-finger double tap).
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// Deleting the element.
    public static let delete = AccessibilityActionKind(name: "delete")

    public var description: String { "." + name }

    /// The name the action is performed by: "Escape", "Magic Tap", "Delete".
    var actionName: String {
        switch name {
        case "escape": "Escape"
        case "magicTap": "Magic Tap"
        case "delete": "Delete"
        default: "Activate"
        }
    }
}

extension View {
    /// Adds a standard action; `.default` is what activating the element does.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    )
        -> some View
    {
        modifier(AccessibilityActionModifier(kind: actionKind, name: nil, handler: handler))
    }

    /// Adds a named action, offered in VoiceOver's actions rotor.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        modifier(AccessibilityActionModifier(kind: .default, name: name.plainText, handler: handler))
    }

    /// Adds a named action, offered in VoiceOver's actions rotor.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        modifier(AccessibilityActionModifier(kind: .default, name: nameKey.text, handler: handler))
    }

    /// Adds a named action, offered in VoiceOver's actions rotor.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        modifier(AccessibilityActionModifier(kind: .default, name: String(name), handler: handler))
    }
}

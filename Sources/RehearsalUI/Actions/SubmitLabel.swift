/// The label of the return key of the text fields inside: `submitLabel(_:)`, kept as an attribute and in the
/// environment (`EnvironmentValues.submitLabel`) for fields that show it.
public struct SubmitLabel: Hashable, Sendable, CustomStringConvertible {
    let name: String

    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")

    public var description: String { "." + name }
}

extension View {
    /// Sets the return key's label for the text fields inside.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        modifier(
            SubmitLabelModifier(label: submitLabel))
    }
}

/// Sets `EnvironmentValues.submitLabel` for the modified content.
struct SubmitLabelModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let label: SubmitLabel

    func modifyEnvironment(_ environment: inout EnvironmentValues, node: GraphNode) {
        let memo = node.modifierState as? EnvironmentMemo ?? EnvironmentMemo()
        node.modifierState = memo
        environment = memo.environment(from: environment, key: label) { $0.submitLabel = label }
    }

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".submitLabel(\(label))"]
    }
}

extension EnvironmentValues {
    /// The return key's label for text fields; `.return` by default.
    package var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
}

struct SubmitLabelKey: EnvironmentKey {
    static var defaultValue: SubmitLabel { .return }
}

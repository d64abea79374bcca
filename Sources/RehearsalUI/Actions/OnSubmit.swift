/// Runs an action when a text field or the search field inside is submitted: `onSubmit(of:_:)`.
///
/// Text fields run the `.text` actions above them, nearest first (`EnvironmentValues.submitActions`); the
/// search field of a `searchable` inside runs the `.search` ones. The action lives in a box on the
/// modifier's node, so a new closure (made by every update) does not change the environment below.
struct OnSubmitModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let triggers: SubmitTriggers
    let action: () -> Void

    func modifyEnvironment(_ environment: inout EnvironmentValues, node: GraphNode) {
        let box = SubmitActionBox.attached(to: node)
        box.action = action
        let triggers = triggers
        environment = box.memo.environment(from: environment, key: triggers.rawValue) { environment in
            let run: @MainActor () -> Void = { box.action() }
            if triggers.contains(.text) { environment.submitActions.insert(run, at: 0) }
            if triggers.contains(.search) { environment.searchSubmitActions.insert(run, at: 0) }
        }
    }

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [triggers == .text ? ".onSubmit" : ".onSubmit(of: \(triggers))"]
    }
}

/// Keeps the latest submit action of one `onSubmit` modifier.
final class SubmitActionBox {
    var action: () -> Void = {}
    let memo = EnvironmentMemo()

    @MainActor static func attached(to node: GraphNode) -> SubmitActionBox {
        if let box = node.modifierState as? SubmitActionBox { return box }
        let box = SubmitActionBox()
        node.modifierState = box
        return box
    }
}

/// Keeps submissions inside the modified view from reaching `onSubmit` actions outside it: `submitScope`.
struct SubmitScopeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let isBlocking: Bool

    func modifyEnvironment(_ environment: inout EnvironmentValues, node: GraphNode) {
        guard isBlocking else { return }
        let memo = node.modifierState as? EnvironmentMemo ?? EnvironmentMemo()
        node.modifierState = memo
        environment = memo.environment(from: environment, key: 0) { environment in
            environment.submitActions = []
            environment.searchSubmitActions = []
        }
    }

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = isBlocking ? [".submitScope"] : []
    }
}

/// What submits: the return key in a text field, or in a search field.
public struct SubmitTriggers: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)

    public var description: String {
        switch self {
        case .text: ".text"
        case .search: ".search"
        default: "[.text, .search]"
        }
    }
}

extension View {
    /// Runs `action` when a text field (or, with `.search`, the search field) inside is submitted.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(OnSubmitModifier(triggers: triggers, action: action))
    }

    /// Stops submissions inside from reaching `onSubmit` actions outside.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        modifier(SubmitScopeModifier(isBlocking: isBlocking))
    }
}

extension EnvironmentValues {
    /// The actions a search field runs when it is submitted, nearest first.
    package var searchSubmitActions: [@MainActor () -> Void] {
        get { self[SearchSubmitActionsKey.self] }
        set { self[SearchSubmitActionsKey.self] = newValue }
    }
}

struct SearchSubmitActionsKey: EnvironmentKey {
    static var defaultValue: [@MainActor () -> Void] { [] }
}

/// Refreshes the content it belongs to, as SwiftUI's `RefreshAction`: what `refreshable` installs.
///
/// Read it with `@Environment(\.refresh)`; it is `nil` outside a `refreshable` view. In the accessibility
/// tree the action is a named action "Refresh" on the refreshable view's first element, and the session's
/// `refresh` performs it: the async action starts as a task (`RefreshModel.startTracked(on:)`) that the
/// virtual-time scheduler runs.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and waits for it.
    public func callAsFunction() async { await action() }
}

extension EnvironmentValues {
    /// The refresh action of the nearest `refreshable` above, or `nil`.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

/// Makes the modified content refreshable: `refreshable(action:)`.
struct RefreshableModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let action: @Sendable () async -> Void

    func modifyEnvironment(_ environment: inout EnvironmentValues, node: GraphNode) {
        let model = RefreshModel.attached(to: node)
        model.action = action
        environment = model.memo.environment(from: environment, key: 0) { environment in
            environment.refresh = RefreshAction { [model] in await model.run() }
        }
    }

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".refreshable"]
    }
}

/// Keeps the latest refresh action of one `refreshable` modifier.
@MainActor package final class RefreshModel: Sendable {
    var action: @Sendable () async -> Void = {}
    let memo = EnvironmentMemo()

    static func attached(to node: GraphNode) -> RefreshModel {
        if let model = node.modifierState as? RefreshModel { return model }
        let model = RefreshModel()
        node.modifierState = model
        return model
    }

    func run() async { await action() }
}

extension View {
    /// Makes the content refreshable: a pull (the session's `refresh`) runs `action`.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(RefreshableModifier(action: action))
    }
}

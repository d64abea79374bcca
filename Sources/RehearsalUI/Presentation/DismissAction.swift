/// An action that dismisses the nearest presentation or pops the pushed view it belongs to, as SwiftUI's
/// `DismissAction`.
///
/// Read it with `@Environment(\.dismiss)` and call it. Inside a sheet it dismisses the sheet; inside a view
/// pushed on a `NavigationStack` it pops that view (and any above it); elsewhere it does nothing. A
/// dismissal from code is never refused by `interactiveDismissDisabled`, which only guards the user's
/// gesture.
public struct DismissAction {
    let action: @MainActor () -> Void
    /// What calling it dismisses, for the state listing: `sheet`, `pop .book(4821)`, `nothing`.
    let target: String

    init(target: String, action: @escaping @MainActor () -> Void) {
        self.target = target
        self.action = action
    }

    /// Dismisses the presentation or pops the view.
    @MainActor public func callAsFunction() { action() }

    /// The action of a view that is neither presented nor pushed: it does nothing.
    static var none: DismissAction { DismissAction(target: "nothing") {} }
}

extension DismissAction: CustomRehearsalDescription {
    public var rehearsalDescription: String { "DismissAction(\(target))" }
}

extension EnvironmentValues {
    /// Dismisses the nearest presentation, or pops the pushed view this environment belongs to.
    public internal(set) var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }

    /// Whether the view is presented (in a sheet, a cover) or pushed on a navigation stack.
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}

struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { .none }
}

struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// Sets the title of the navigation bar of the screen it is in: `navigationTitle(_:)`.
///
/// The title shows only inside a navigation container, as in SwiftUI: the accessibility tree prints it as
/// the screen's `navigationBar "Title"`, and the navigation path renderer names a stack after its root's
/// title.
struct NavigationTitleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    enum Source {
        case text(String)
        case binding(Binding<String>)
    }

    let source: Source

    func update(_ node: GraphNode, _ children: inout ChildList) {
        let title = currentTitle(node)
        node.modifierAttributes = [".navigationTitle(\(ValueDescription.quoted(title)))"]
    }

    /// The title now; a binding's title is read so that a change updates the attribute.
    func currentTitle(_ node: GraphNode) -> String {
        switch source {
        case .text(let text): text
        case .binding(let binding): node.trackingReads { binding.wrappedValue }
        }
    }

    /// The title without registering a dependency, for renderers.
    var title: String {
        switch source {
        case .text(let text): text
        case .binding(let binding): binding.wrappedValue
        }
    }
}

extension View {
    /// Sets the screen's navigation title.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationTitleModifier(source: .text(title.plainText)))
    }

    /// Sets the screen's navigation title.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(NavigationTitleModifier(source: .text(titleKey.text)))
    }

    /// Sets the screen's navigation title.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NavigationTitleModifier(source: .text(String(title))))
    }

    /// Sets an editable navigation title (iOS 16), following the binding.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        modifier(NavigationTitleModifier(source: .binding(title)))
    }

    /// Sets how the navigation bar shows the title; kept as an attribute.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        attribute(".navigationBarTitleDisplayMode(.\(displayMode))")
    }

    /// Sets how the toolbar shows the title (iOS 17); kept as an attribute.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        attribute(".toolbarTitleDisplayMode(.\(mode.name))")
    }

    /// Hides or shows the back button of the pushed screen the view is in.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NavigationBarBackButtonHiddenModifier(isHidden: hidesBackButton))
    }
}

/// The items of a navigation bar; here only the title display mode, as SwiftUI still uses it.
public struct NavigationBarItem: Sendable {
    /// How a navigation bar shows its title.
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

/// How a toolbar shows its title (iOS 17).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let name: String

    public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
    public static let inline = ToolbarTitleDisplayMode(name: "inline")
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
    public static let large = ToolbarTitleDisplayMode(name: "large")
}

/// Hides the back button of the screen it is in: `navigationBarBackButtonHidden(_:)`.
struct NavigationBarBackButtonHiddenModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let isHidden: Bool

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".navigationBarBackButtonHidden(\(isHidden))"]
    }
}

/// The navigation container of SwiftUI's first releases; on an iPhone it is a stack, so it is one here.
///
/// Its content is the root of a `NavigationStack`: `NavigationLink(destination:)` pushes, `back` pops.
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}

/// How a `NavigationView` arranges its views; every style presents a stack here, as on an iPhone.
public struct NavigationViewStyle: Sendable, Equatable {
    let name: String

    public static let automatic = NavigationViewStyle(name: "automatic")
    public static let stack = NavigationViewStyle(name: "stack")
    public static let columns = NavigationViewStyle(name: "columns")
}

extension View {
    /// Sets the style of the navigation views below; kept as an attribute.
    public func navigationViewStyle(_ style: NavigationViewStyle) -> some View {
        modifier(AttributeModifier(".navigationViewStyle(.\(style.name))"))
    }
}

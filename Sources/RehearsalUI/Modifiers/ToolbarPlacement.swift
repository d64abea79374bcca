/// A bar a toolbar modifier applies to: `.navigationBar`, `.tabBar`, `.bottomBar`.
public struct ToolbarPlacement: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let automatic = ToolbarPlacement(description: ".automatic")
    public static let navigationBar = ToolbarPlacement(description: ".navigationBar")
    public static let tabBar = ToolbarPlacement(description: ".tabBar")
    public static let bottomBar = ToolbarPlacement(description: ".bottomBar")
    public static let windowToolbar = ToolbarPlacement(description: ".windowToolbar")
}

/// The purpose of a toolbar, which decides how it lays out its items.
public struct ToolbarRole: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let automatic = ToolbarRole(description: ".automatic")
    public static let navigationStack = ToolbarRole(description: ".navigationStack")
    public static let browser = ToolbarRole(description: ".browser")
    public static let editor = ToolbarRole(description: ".editor")
}

/// Bar modifiers, kept as attributes written like the call.
extension View {
    /// Shows or hides bars.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        attribute(".toolbar(\(visibility), for: \(bars.map(\.description).joined(separator: ", ")))")
    }

    /// Shows or hides the background of bars.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        attribute(".toolbarBackground(\(visibility), for: \(bars.map(\.description).joined(separator: ", ")))")
    }

    /// Sets the background style of bars.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        attribute(
            ".toolbarBackground(\(AttributeText.value(style)), for: \(bars.map(\.description).joined(separator: ", ")))"
        )
    }

    /// Sets the color scheme of bars.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        attribute(
            ".toolbarColorScheme(\(colorScheme.map { ".\($0)" } ?? "nil"), for: "
                + "\(bars.map(\.description).joined(separator: ", ")))")
    }

    /// Sets the purpose of the toolbar.
    public func toolbarRole(_ role: ToolbarRole) -> some View { attribute(".toolbarRole(\(role))") }

    /// Offers search suggestions while the search field is active; they are kept as an attribute.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        attribute(".searchSuggestions")
    }

    /// Says what choosing this suggestion puts in the search field.
    public func searchCompletion(_ completion: String) -> some View {
        attribute(".searchCompletion(\(ValueDescription.quoted(completion)))")
    }

    /// Offers scopes that narrow a search, bound to `scope`.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        attribute(".searchScopes(\(ValueDescription.short(scope.wrappedValue)))")
    }

    /// Offers scopes that narrow a search, shown as `activation` says.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        attribute(".searchScopes(\(ValueDescription.short(scope.wrappedValue)))")
    }
}

/// When search scopes appear.
public struct SearchScopeActivation: Hashable, Sendable {
    let name: String
    public static let automatic = SearchScopeActivation(name: "automatic")
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

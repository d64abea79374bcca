/// The navigation bar modifiers of SwiftUI's first releases, deprecated since iOS 14–16 but still in many apps:
/// each does what its replacement does (`navigationBarTitle` sets the navigation title, `navigationBarItems` puts
/// its views in the bar as leading and trailing toolbar items), so older code runs unchanged.
extension View {
    /// Sets the screen's navigation title (`navigationTitle(_:)` today).
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Sets the screen's navigation title (`navigationTitle(_:)` today).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    /// Sets the screen's navigation title (`navigationTitle(_:)` today).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// Sets the navigation title and how the bar shows it.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the navigation title and how the bar shows it.
    public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the navigation title and how the bar shows it.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Puts views on the leading and trailing edges of the navigation bar (`toolbar` items today).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Puts a view on the leading edge of the navigation bar, beside the back button.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Puts a view on the trailing edge of the navigation bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// Hides the navigation bar (`toolbar(.hidden, for: .navigationBar)` today); kept as an attribute.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        attribute(".navigationBarHidden(\(hidden))")
    }

    /// Sets the style of the navigation views below with the style's type of SwiftUI's first releases.
    public func navigationViewStyle(_ style: StackNavigationViewStyle) -> some View {
        navigationViewStyle(.stack)
    }

    /// Sets the style of the navigation views below with the style's type of SwiftUI's first releases.
    public func navigationViewStyle(_ style: DefaultNavigationViewStyle) -> some View {
        navigationViewStyle(.automatic)
    }

    /// Sets the style of the navigation views below with the style's type of SwiftUI's first releases.
    public func navigationViewStyle(_ style: DoubleColumnNavigationViewStyle) -> some View {
        navigationViewStyle(.columns)
    }
}

/// `NavigationViewStyle.stack`, spelled as its type (`StackNavigationViewStyle()`), as older apps write it.
public struct StackNavigationViewStyle: Sendable {
    public init() {}
}

/// `NavigationViewStyle.automatic`, spelled as its type.
public struct DefaultNavigationViewStyle: Sendable {
    public init() {}
}

/// `NavigationViewStyle.columns`, spelled as its type.
public struct DoubleColumnNavigationViewStyle: Sendable {
    public init() {}
}

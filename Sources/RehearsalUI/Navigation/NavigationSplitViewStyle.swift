import Foundation

/// How a split view sizes its detail column beside the leading ones, as SwiftUI's `NavigationSplitViewStyle`.
/// Headless, there are no widths: the style is kept as the split view's attribute.
public protocol NavigationSplitViewStyle {}

/// The platform's split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// Leading columns and the detail side by side, the detail narrowed to make room.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// The detail keeps its size; leading columns show over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

extension View {
    /// Sets the style of the split views below; kept as an attribute: `.navigationSplitViewStyle(.balanced)`.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        let name: String =
            switch style {
            case is BalancedNavigationSplitViewStyle: ".balanced"
            case is ProminentDetailNavigationSplitViewStyle: ".prominentDetail"
            case is AutomaticNavigationSplitViewStyle: ".automatic"
            default: ViewTypeName.of(S.self)
            }
        return attribute(".navigationSplitViewStyle(\(name))")
    }

    /// Sets the width of the column this view is in; headless, kept as an attribute.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        attribute(".navigationSplitViewColumnWidth(\(ValueDescription.short(width)))")
    }

    /// Sets the least, preferred and largest width of the column this view is in; kept as an attribute.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        var parts: [String] = []
        if let min { parts.append("min: \(ValueDescription.short(min))") }
        parts.append("ideal: \(ValueDescription.short(ideal))")
        if let max { parts.append("max: \(ValueDescription.short(max))") }
        return attribute(".navigationSplitViewColumnWidth(\(parts.joined(separator: ", ")))")
    }
}

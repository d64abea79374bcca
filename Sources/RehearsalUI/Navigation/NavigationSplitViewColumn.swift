/// A column of a `NavigationSplitView`, as SwiftUI's `NavigationSplitViewColumn`: with
/// `preferredCompactColumn:` it says which column is on top when the split view collapses into a stack.
public struct NavigationSplitViewColumn: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// The column's position from the leading edge: sidebar 0, content 1, detail 2.
    let order: Int

    public static let sidebar = NavigationSplitViewColumn(name: "sidebar", order: 0)
    public static let content = NavigationSplitViewColumn(name: "content", order: 1)
    public static let detail = NavigationSplitViewColumn(name: "detail", order: 2)

    public var description: String { "." + name }
}

extension NavigationSplitViewColumn: CustomRehearsalDescription {
    public var rehearsalDescription: String { description }
}

extension NavigationSplitViewVisibility: CustomRehearsalDescription {
    public var rehearsalDescription: String { description }
}

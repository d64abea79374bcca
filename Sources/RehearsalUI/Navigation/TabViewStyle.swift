/// How a `TabView` presents its tabs, as SwiftUI's `TabViewStyle`; printed as an attribute.
///
/// A screen reader meets the selected tab's content and a tab bar (`.sidebarAdaptable` is a tab bar on an
/// iPhone, as it is in SwiftUI); with `.page` it meets the selected page and a page indicator instead.
public protocol TabViewStyle {
    /// The name printed in the `.tabViewStyle(...)` attribute.
    var rehearsalName: String { get }
}

/// The platform's default tab view style.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var rehearsalName: String { ".automatic" }
}

/// A tab bar that becomes a sidebar where there is room (iOS 18).
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
    public var rehearsalName: String { ".sidebarAdaptable" }
}

/// A tab bar only (iOS 18).
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
    public var rehearsalName: String { ".tabBarOnly" }
}

/// Pages swiped horizontally, with an index display.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page index shows.
    public enum IndexDisplayMode: Hashable, Sendable {
        case automatic, always, never
    }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }

    public var rehearsalName: String {
        indexDisplayMode == .automatic ? ".page" : ".page(indexDisplayMode: .\(indexDisplayMode))"
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension View {
    /// Sets the style of the tab views inside: `.page` shows pages and a page indicator.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        modifier(
            TabViewStyleModifier(
                name: style.rehearsalName, page: style as? PageTabViewStyle,
                isSidebarAdaptable: style is SidebarAdaptableTabViewStyle))
    }
}

/// Puts a tab view style in the environment of the tab views inside, and prints it.
struct TabViewStyleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let name: String
    let page: PageTabViewStyle?
    var isSidebarAdaptable = false

    func modifyEnvironment(_ environment: inout EnvironmentValues, node: GraphNode) {
        let page = page
        let isSidebarAdaptable = isSidebarAdaptable
        node.cachedEnvironment(&environment, value: name) {
            $0.tabViewPageStyle = page
            $0.tabViewIsSidebarAdaptable = isSidebarAdaptable
        }
    }

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".tabViewStyle(\(name))"]
    }
}

extension EnvironmentValues {
    /// The page style of the tab views below, or `nil` for a tab bar.
    var tabViewPageStyle: PageTabViewStyle? {
        get { self[TabViewPageStyleKey.self] }
        set { self[TabViewPageStyleKey.self] = newValue }
    }
}

struct TabViewPageStyleKey: EnvironmentKey {
    static var defaultValue: PageTabViewStyle? { nil }
}

extension EnvironmentValues {
    /// Whether the tab views below are `.sidebarAdaptable`: a sidebar on a regular width, a tab bar on a compact one.
    var tabViewIsSidebarAdaptable: Bool {
        get { self[TabViewSidebarAdaptableKey.self] }
        set { self[TabViewSidebarAdaptableKey.self] = newValue }
    }
}

struct TabViewSidebarAdaptableKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

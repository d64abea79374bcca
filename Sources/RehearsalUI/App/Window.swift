/// A scene with exactly one window, as SwiftUI's `Window`; headless, it is a window like a `WindowGroup`'s.
public struct Window<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never

    let title: String
    let content: Content

    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.title = title.text
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }

    package func collectWindows(into windows: inout [SceneWindows.Window]) {
        windows.append(SceneWindows.Window(title: title, content: content))
    }
}

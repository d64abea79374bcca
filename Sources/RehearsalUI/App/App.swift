/// An app: the scenes it shows, as SwiftUI's `App`. Marking one `@main` makes it an executable.
///
/// Headless, `main()` mounts the content of the app's first `WindowGroup` in a view graph, applies the
/// updates its first appearance causes (`onAppear`, `onChange(initial:)`), prints the view tree and any
/// diagnostics to standard output, then a note naming the scenes and menu commands it cannot show
/// (`Settings`, `MenuBarExtra`, `.commands { }`), and returns. It does not wait for async work or input:
/// to explore an app step by step, open its previews with `swift package rehearse`; the shell lists an app's
/// `DocumentGroup`s beside its previews. `@_alwaysEmitConformanceMetadata` keeps the conformance records the
/// shell finds apps by in release builds.
@_alwaysEmitConformanceMetadata
@MainActor @preconcurrency
public protocol App {
    /// The type of scene this app is made of.
    associatedtype Body: Scene

    /// The app's scenes.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }

    /// Creates the app; `main()` calls it once.
    @MainActor @preconcurrency init()
}

extension App {
    /// Runs the app headless: mounts its first window's content and prints what it shows.
    @MainActor public static func main() {
        print(AppLaunch.launch(Self()).output)
    }
}

/// What launching an app headless produced: the graph holding its first window, and the printed result.
@MainActor package struct AppLaunch {
    /// The graph the first window's content is mounted in (`nil` when the app has no window).
    package let graph: ViewGraph?
    /// The view tree, followed by the graph's diagnostics, one a line.
    package let output: String

    /// Mounts the first window of `app` and renders it.
    package static func launch<A: App>(_ app: A) -> AppLaunch {
        let body = app.body
        guard let window = SceneWindows.collect(body).first else {
            return AppLaunch(graph: nil, output: "\(ViewTypeName.of(A.self)) has no WindowGroup to show.")
        }
        let graph = ViewGraph()
        graph.mount(window.content)
        graph.flush()
        var lines = [TreeRenderer.render(graph)]
        lines += graph.diagnostics.map(\.description)
        let ignored = SceneWindows.ignored(in: body)
        if !ignored.isEmpty {
            let names = ignored.joined(separator: ", ")
            lines.append("note: headless, \(ViewTypeName.of(A.self)) shows its first window only and ignores: \(names)")
        }
        return AppLaunch(graph: graph, output: lines.joined(separator: "\n"))
    }
}

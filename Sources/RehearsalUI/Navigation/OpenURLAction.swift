import Synchronization

/// Opens a URL, as SwiftUI's `OpenURLAction`: read it with `@Environment(\.openURL)` and call it.
///
/// A custom action set with `.environment(\.openURL, OpenURLAction { url in ... })` decides what happens;
/// returning `.systemAction` (or using the default action) hands the URL to the system. Rehearsal has no
/// system to open it with: the URL is recorded in the current `URLOpenLog` (the interaction layer reports
/// it), and it does not reach the app's `onOpenURL` handlers; the session's `url` command delivers a URL
/// to them, as the system would deliver a deep link.
public struct OpenURLAction {
    /// What a custom handler did with a URL.
    public struct Result: Sendable {
        enum Outcome: Sendable {
            case handled, discarded
            case system(URL?)
        }

        let outcome: Outcome

        /// The handler opened the URL.
        public static let handled = Result(outcome: .handled)
        /// The handler discarded the URL.
        public static let discarded = Result(outcome: .discarded)
        /// The handler asks the system to open the original URL.
        public static let systemAction = Result(outcome: .system(nil))

        /// The handler asks the system to open another URL.
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
    }

    let handler: @MainActor (URL) -> Result

    /// An action that runs `handler` for every URL opened.
    public init(handler: @escaping @MainActor (URL) -> Result) { self.handler = handler }

    /// Opens `url`.
    @MainActor public func callAsFunction(_ url: URL) { _ = open(url) }

    /// Opens `url` and reports whether it was accepted.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(open(url))
    }

    @MainActor private func open(_ url: URL) -> Bool {
        switch handler(url).outcome {
        case .handled: return true
        case .discarded: return false
        case .system(let other):
            URLOpenLog.current?.record(other ?? url)
            return true
        }
    }

    /// The system's action: every URL goes to the system.
    static var system: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension OpenURLAction: CustomRehearsalDescription {
    public var rehearsalDescription: String { "OpenURLAction" }
}

/// The URLs views handed to the system while an interaction ran, in order.
///
/// The interaction layer installs one with `URLOpenLog.$current.withValue(log) { ... }` around the actions
/// it runs (a task started there inherits it), and reports what it recorded.
package final class URLOpenLog: Sendable {
    @TaskLocal package static var current: URLOpenLog?

    private let urls = Mutex<[URL]>([])
    /// What `ShareLink`s handed to the share sheet, described.
    private let shares = Mutex<[String]>([])

    package init() {}

    func record(_ url: URL) { urls.withLock { $0.append(url) } }

    func recordShare(_ item: String) { shares.withLock { $0.append(item) } }

    /// The items shared so far, clearing them.
    package func takeShares() -> [String] {
        shares.withLock { shares in
            defer { shares.removeAll() }
            return shares
        }
    }

    /// The URLs recorded so far, clearing the log.
    package func take() -> [URL] {
        urls.withLock { urls in
            defer { urls.removeAll() }
            return urls
        }
    }
}

extension EnvironmentValues {
    /// The action that opens URLs; the system's by default.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { .system }
}

/// Receives the URLs the app is asked to open (deep links): `onOpenURL(perform:)`.
///
/// The session's `url` command calls every handler mounted in the tree, in tree order; a handler on a
/// screen that is not on screen still receives it, as SwiftUI routes a URL to the scene, not to one view.
struct OpenURLHandlerModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let action: (URL) -> Void

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".onOpenURL"]
    }
}

extension View {
    /// Runs `action` when the app receives a URL.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(OpenURLHandlerModifier(action: action))
    }
}

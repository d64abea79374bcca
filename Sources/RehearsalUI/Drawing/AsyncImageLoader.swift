/// Decides what each `AsyncImage` URL loads to, in place of the network: a preview (or a stub's
/// `PreviewModifier`) sets one with `.environment(\.asyncImageLoader, AsyncImageLoader { url in ... })`.
///
/// Every load starts `.empty` and ends, after `delay` of virtual time (none by default, so it ends when the
/// session settles), in the outcome the loader gives. Without a loader every URL succeeds with an image
/// named after the URL's last path component.
public struct AsyncImageLoader: Sendable, CustomStringConvertible, CustomRehearsalDescription {
    /// What one URL loads to.
    public enum Outcome: Sendable, Equatable {
        /// The load never ends: the image stays `.empty` (its placeholder shows).
        case loading
        /// The load succeeds with the image of this name.
        case image(named: String)
        /// The load fails with this message.
        case failure(String)
    }

    let delay: Duration
    let outcome: @Sendable (URL) -> Outcome

    public init(delay: Duration = .zero, _ outcome: @escaping @Sendable (URL) -> Outcome) {
        self.delay = delay
        self.outcome = outcome
    }

    /// `AsyncImageLoader(delay: .seconds(2))`, as the tree prints it.
    public var description: String {
        delay == .zero ? "AsyncImageLoader" : "AsyncImageLoader(delay: \(delay))"
    }

    public var rehearsalDescription: String { description }

    /// Every URL succeeds with an image named after its last path component.
    public static let succeeding = AsyncImageLoader { .image(named: $0.lastPathComponent) }
    /// Every URL fails, as offline.
    public static let failing = AsyncImageLoader { _ in .failure("The Internet connection appears to be offline.") }
    /// No URL finishes loading.
    public static let loading = AsyncImageLoader { _ in .loading }
}

/// The error an `AsyncImage` load reports when its loader says it fails.
public struct AsyncImageLoadError: Error, CustomStringConvertible, Sendable {
    public let url: URL?
    public let message: String

    public var description: String { message }
}

extension EnvironmentValues {
    /// What `AsyncImage` URLs load to in this preview.
    public var asyncImageLoader: AsyncImageLoader {
        get { self[AsyncImageLoaderKey.self] }
        set { self[AsyncImageLoaderKey.self] = newValue }
    }
}

/// The key that stores `EnvironmentValues.asyncImageLoader`.
struct AsyncImageLoaderKey: EnvironmentKey {
    static var defaultValue: AsyncImageLoader { .succeeding }
}

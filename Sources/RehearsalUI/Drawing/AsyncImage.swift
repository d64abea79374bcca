import Observation

/// An image loaded from a URL, by the preview's `AsyncImageLoader` (never the network).
///
/// It prints as `AsyncImage url: "https://example.com/a.jpg" phase=.success` with what it shows as children:
/// the image, the placeholder (a `ProgressView`-like gray box by default) or the content for the phase.
/// The load starts when it appears and ends on virtual time (`advance` past the loader's delay).
public struct AsyncImage<Content: View>: View {
    public typealias Body = Never

    let url: URL?
    let scale: CGFloat
    let content: (AsyncImagePhase) -> Content

    public init(url: URL?, scale: CGFloat = 1) where Content == _AsyncImageDefaultContent {
        self.url = url
        self.scale = scale
        content = { _AsyncImageDefaultContent(phase: $0) }
    }

    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        self.content = { phase in
            if let image = phase.image {
                ViewBuilder.buildEither(first: content(image))
            } else {
                ViewBuilder.buildEither(second: placeholder())
            }
        }
    }

    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        self.content = content
    }
}

/// What an `AsyncImage` without content shows: the image once loaded, else an empty gray placeholder.
public struct _AsyncImageDefaultContent: View {
    public typealias Body = Never

    let phase: AsyncImagePhase
}

extension _AsyncImageDefaultContent: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        if let image = phase.image {
            children.append(image, key: .index(0))
        } else {
            children.append(Color.gray.opacity(0.25), key: .index(1))
        }
    }
}

extension AsyncImage: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let url = url
        let model: AsyncImageModel
        if let existing = node.modifierState as? AsyncImageModel, existing.url == url {
            model = existing
        } else {
            (node.modifierState as? AsyncImageModel)?.load?.cancel()
            model = AsyncImageModel(url: url)
            node.modifierState = model
            node.onUnmount = { [model] in model.load?.cancel() }
            let loader = node.environment.asyncImageLoader
            node.startTaskAfterAppear { [weak node, model] in
                // A nil URL never loads: the placeholder stays, as in SwiftUI.
                guard let node, node.isMounted, let url else { return }
                model.load = ViewTask.start(origin: "AsyncImage(\(url.absoluteString))") { @MainActor in
                    if loader.delay > .zero {
                        do { try await Task.sleep(for: loader.delay) } catch { return }
                    }
                    switch loader.outcome(url) {
                    case .loading: return
                    case .image(let name): model.phase = .success(Image(name))
                    case .failure(let message): model.phase = .failure(AsyncImageLoadError(url: url, message: message))
                    }
                }
                if let task = model.load { node.graph.viewTaskStarted(task, in: node) }
            }
        }
        let (phase, content) = node.trackingReads { () -> (AsyncImagePhase, Content) in
            let phase = model.phase
            return (phase, self.content(phase))
        }
        var summary = "url: " + (url.map { ValueDescription.quoted($0.absoluteString) } ?? "nil")
        if scale != 1 { summary += " scale: \(LayoutNumber.format(scale))" }
        summary += " phase=\(phase.name)"
        node.element = Element("AsyncImage", summary)
        children.append(content, key: .index(0))
    }
}

/// The phase of one `AsyncImage` load and the task that runs it.
@Observable final class AsyncImageModel {
    @ObservationIgnored let url: URL?
    var phase: AsyncImagePhase = .empty
    @ObservationIgnored var load: ViewTask?

    init(url: URL?) { self.url = url }
}

/// A stub environment for previews: shared setup made once, then applied around each preview's content.
///
/// Same spelling as SwiftUI's `PreviewModifier`. Attach one with `#Preview(traits: .modifier(Stub()))`;
/// Rehearsal also lists every conforming type as a named stub environment that a session can apply to any
/// preview (`env Stub`). `makeSharedContext()` runs once per type and its result is passed to `body`.
@_alwaysEmitConformanceMetadata
@MainActor @preconcurrency
public protocol PreviewModifier {
    /// The shared value made once by `makeSharedContext()`, such as a seeded model or client.
    associatedtype Context = Void
    /// The type of view the modifier wraps the content in.
    associatedtype Body: View
    /// Stands for the preview's content inside `body(content:context:)`.
    typealias Content = PreviewModifierContent

    /// Makes the context shared by every preview that uses this modifier type.
    static func makeSharedContext() async throws -> Context

    /// Wraps the preview's content, typically injecting what it reads from the environment.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    public static func makeSharedContext() async throws {}
}

extension PreviewModifier {
    /// Wraps `content` in this modifier's body, given a context made by `makeSharedContext()`.
    ///
    /// The context arrives type-erased because the catalog caches contexts by modifier type; a context of
    /// another type is a programming error in the caller, reported when the body is built.
    package func wrap(_ content: any View, context: Any) -> any View {
        _PreviewModifierHost(modifier: self, context: context, content: content)
    }
}

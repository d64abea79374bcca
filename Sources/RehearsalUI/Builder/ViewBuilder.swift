/// Builds views from the statements of a closure, as SwiftUI's `ViewBuilder` does.
@MainActor @resultBuilder
public enum ViewBuilder {
    // The builder's functions are inlinable, so an app's bodies call them specialized to their own views: called
    // generically, each copied its views through their value witnesses, and the block asked the runtime for the
    // metadata of its tuple, its `TupleView` and its lister at every evaluation (a twentieth of a list's mount).
    @inlinable public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    @inlinable public static func buildBlock() -> EmptyView { EmptyView() }

    @inlinable public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    @inlinable public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content), lister: TupleElements<repeat each Content>.self)
    }

    @inlinable public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    @inlinable public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

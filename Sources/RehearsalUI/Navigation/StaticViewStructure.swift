/// A view type whose content types can be read from the type alone, where its stored fields do not tell them (a
/// closure makes the content, or an enum holds it), for `StaticNavigationScan`.
@MainActor protocol StaticViewStructure {
    /// The view types its values show as content, or `nil` when the type cannot tell (an `AnyView`).
    static var staticContentTypes: [Any.Type]? { get }
}

/// A `navigationDestination(for:)` declaration, seen from its type: the type of the values it shows.
@MainActor protocol StaticDestinationDeclaration {
    static var declaredValueType: Any.Type { get }
}

extension NavigationDestinationModifier: StaticDestinationDeclaration {
    static var declaredValueType: Any.Type { D.self }
}

extension NavigationStack: StaticViewStructure {
    static var staticContentTypes: [Any.Type]? { [Root.self] }
}

extension TupleView: StaticViewStructure {
    static var staticContentTypes: [Any.Type]? { StaticNavigationScan.elementTypes(ofTuple: T.self) }
}

extension _ConditionalContent: StaticViewStructure {
    static var staticContentTypes: [Any.Type]? { [TrueContent.self, FalseContent.self] }
}

extension Optional: StaticViewStructure where Wrapped: View {
    static var staticContentTypes: [Any.Type]? { [Wrapped.self] }
}

extension AnyView: StaticViewStructure {
    static var staticContentTypes: [Any.Type]? { nil }
}

extension ModifiedContent: StaticViewStructure where Content: View, Modifier: ViewModifier {
    static var staticContentTypes: [Any.Type]? { [Content.self, Modifier.self] }
}

extension _ViewModifier_Content: StaticViewStructure {
    /// The modified content, which the scan reaches through the `ModifiedContent` that applies the modifier.
    static var staticContentTypes: [Any.Type]? { [] }
}

extension ForEach: StaticViewStructure where Content: View {
    static var staticContentTypes: [Any.Type]? { [Content.self] }
}

extension GeometryReader: StaticViewStructure {
    static var staticContentTypes: [Any.Type]? { [Content.self] }
}

extension ScrollViewReader: StaticViewStructure {
    static var staticContentTypes: [Any.Type]? { [Content.self] }
}

extension TimelineView: StaticViewStructure {
    static var staticContentTypes: [Any.Type]? { [Content.self] }
}

/// A preview of a view: its display name, its traits and the closure that builds the previewed content.
///
/// `#Preview` expands into a call to this initializer; write the macro rather than calling it directly.
/// The content is built on demand, each time a session mounts the preview, so every mount starts fresh.
@MainActor
public struct Preview {
    /// The name given to `#Preview`, or `nil` when the catalog numbers the preview instead.
    public let displayName: String?
    /// The traits in the order written.
    public let traits: [PreviewTrait<ViewTraits>]
    /// Builds the previewed content.
    package let makeContent: @MainActor () -> any View

    /// Creates a preview of a view.
    public init(
        _ name: String? = nil,
        traits: PreviewTrait<Preview.ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.init(name: name, traits: traits, content: body)
    }

    /// Creates a preview from traits already gathered in an array (the catalog builds `PreviewProvider` ones).
    package init(name: String?, traits: [PreviewTrait<ViewTraits>], content: @escaping @MainActor () -> any View) {
        displayName = name
        self.traits = traits
        makeContent = content
    }

    /// The `PreviewModifier` stubs attached with `.modifier(...)` traits, in the order they apply.
    package var modifiers: [any PreviewModifier] {
        traits.compactMap { trait in
            if case .modifier(let modifier) = trait.value { return modifier }
            return nil
        }
    }
}

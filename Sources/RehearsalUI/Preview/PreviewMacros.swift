/// Creates a preview of a view, listed by Rehearsal's catalog as `FileStem/Name` (or `FileStem/Preview N`).
///
/// Same spelling as SwiftUI's `#Preview`. The expansion registers the preview with a uniquely named type, so
/// previews are discovered at run time with no hand-written list. `@Previewable` variables at the top of the
/// closure become state of a generated view whose body is the rest of the closure.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "RehearsalMacros", type: "PreviewMacro")

/// Creates a preview of a view with traits: a layout, an orientation or a `PreviewModifier` stub environment.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "RehearsalMacros", type: "PreviewMacro")

/// Marks a variable at the top of a `#Preview` body as a property of the view the macro generates.
///
/// `@Previewable @State var isOn = true` gives the preview state that lives in the view graph, as a
/// view's `@State` does. Outside a `#Preview` body it is an error.
@attached(peer)
public macro Previewable() = #externalMacro(module: "RehearsalMacros", type: "PreviewableMacro")

/// A type that produces previews, the form that predates `#Preview`; Rehearsal discovers conforming types.
///
/// Same spelling as SwiftUI's `PreviewProvider`. Each view of the `previews` group is listed as its own
/// preview, `TypeName/Preview N`, in the order written.
@_alwaysEmitConformanceMetadata
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View

    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}

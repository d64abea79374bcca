/// A view that stands for several sibling views, so a `PreviewProvider`'s group can be split into previews.
@MainActor package protocol PreviewGroupElements {
    /// The sibling views, in order.
    var previewElements: [any View] { get }
}

extension TupleView: PreviewGroupElements {
    package var previewElements: [any View] { elements }
}

extension Group: PreviewGroupElements where Content: View {
    package var previewElements: [any View] {
        (content as? any PreviewGroupElements)?.previewElements ?? [content]
    }
}

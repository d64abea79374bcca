/// Finds the accessible name of a label view without mounting it: the text a screen reader would read
/// for `Button { Label("Delete", systemImage: "trash") }` is "Delete".
///
/// Texts are read in order and joined with ", " (as SwiftUI combines children); images count only when
/// there is no text (an icon-only button is named by its image's label or symbol name). A custom view is
/// looked into only when it has no dynamic properties, since its state and environment are not linked yet.
@MainActor package enum LabelText {
    /// The words found in a view.
    package struct Parts {
        var texts: [String] = []
        var images: [String] = []

        mutating func append(_ other: Parts) {
            texts += other.texts
            images += other.images
        }

        /// The accessible name: the texts, else the images.
        package var name: String {
            (texts.isEmpty ? images : texts).joined(separator: ", ")
        }
    }

    /// The accessible name of `view`, or "" when it has none.
    package static func of(_ view: any View) -> String { parts(of: view).name }

    package static func parts(of view: any View, depth: Int = 0) -> Parts {
        guard depth < 32 else { return Parts() }
        if let source = view as? any LabelTextSource { return source.labelParts(depth: depth + 1) }
        if view is any PrimitiveView { return Parts() }
        guard DynamicProperties.fields(of: type(of: view)).isEmpty else { return Parts() }
        return parts(of: view.body, depth: depth + 1)
    }
}

/// A view that knows which words of it a screen reader reads.
@MainActor protocol LabelTextSource {
    func labelParts(depth: Int) -> LabelText.Parts
}

extension Text: LabelTextSource {
    func labelParts(depth: Int) -> LabelText.Parts { LabelText.Parts(texts: [plainText]) }
}

extension Image: LabelTextSource {
    func labelParts(depth: Int) -> LabelText.Parts {
        if let label { return LabelText.Parts(texts: [label]) }
        return isDecorative ? LabelText.Parts() : LabelText.Parts(images: [name])
    }
}

extension TupleView: LabelTextSource {
    func labelParts(depth: Int) -> LabelText.Parts {
        var parts = LabelText.Parts()
        for element in elements { parts.append(LabelText.parts(of: element, depth: depth)) }
        return parts
    }
}

extension _ConditionalContent: LabelTextSource {
    func labelParts(depth: Int) -> LabelText.Parts {
        switch storage {
        case .trueContent(let view): LabelText.parts(of: view, depth: depth)
        case .falseContent(let view): LabelText.parts(of: view, depth: depth)
        }
    }
}

extension Optional: LabelTextSource where Wrapped: View {
    func labelParts(depth: Int) -> LabelText.Parts {
        map { LabelText.parts(of: $0, depth: depth) } ?? LabelText.Parts()
    }
}

extension AnyView: LabelTextSource {
    func labelParts(depth: Int) -> LabelText.Parts { LabelText.parts(of: storage, depth: depth) }
}

extension Group: LabelTextSource where Content: View {
    func labelParts(depth: Int) -> LabelText.Parts { LabelText.parts(of: content, depth: depth) }
}

extension VStack: LabelTextSource {
    func labelParts(depth: Int) -> LabelText.Parts { LabelText.parts(of: content, depth: depth) }
}

extension HStack: LabelTextSource {
    func labelParts(depth: Int) -> LabelText.Parts { LabelText.parts(of: content, depth: depth) }
}

extension ZStack: LabelTextSource {
    func labelParts(depth: Int) -> LabelText.Parts { LabelText.parts(of: content, depth: depth) }
}

extension ModifiedContent: LabelTextSource where Content: View, Modifier: ViewModifier {
    func labelParts(depth: Int) -> LabelText.Parts {
        if modifier is HiddenModifier { return LabelText.Parts() }
        return LabelText.parts(of: content, depth: depth)
    }
}

extension _IdentifiedView: LabelTextSource {
    func labelParts(depth: Int) -> LabelText.Parts { LabelText.parts(of: content, depth: depth) }
}

extension ForEach: LabelTextSource where Content: View {
    func labelParts(depth: Int) -> LabelText.Parts {
        var parts = LabelText.Parts()
        for element in data { parts.append(LabelText.parts(of: content(element), depth: depth)) }
        return parts
    }
}

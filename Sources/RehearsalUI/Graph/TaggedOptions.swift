/// Finds the options of a selection container (`Picker`, `List(selection:)`) in its content without
/// mounting it: each tagged view is an option named by its label text, and each element of a `ForEach`
/// with no tag of its own is an option tagged with its id, as in SwiftUI.
///
/// The walk looks through builder structure, modifiers, sections and custom views that have no dynamic
/// properties (those with state or environment cannot be read before they are linked).
@MainActor package enum TaggedOptions {
    /// One option: its tag and the text a screen reader reads for it.
    package struct Option {
        package var tag: AnyHashable
        package var label: String
    }

    package static func collect(from view: any View) -> [Option] {
        var options: [Option] = []
        visit(view, implicitTag: nil, into: &options, depth: 0)
        return options
    }

    static func visit(_ view: any View, implicitTag: AnyHashable?, into options: inout [Option], depth: Int) {
        guard depth < 32 else { return }
        if let tagged = view as? any TaggedView {
            options.append(Option(tag: tagged.tagValue, label: LabelText.of(tagged.taggedContent)))
        } else if let container = view as? any OptionContainer {
            container.visitOptions(implicitTag: implicitTag, into: &options, depth: depth + 1)
        } else if let implicitTag {
            options.append(Option(tag: implicitTag, label: LabelText.of(view)))
        } else if !(view is any PrimitiveView), DynamicProperties.fields(of: type(of: view)).isEmpty {
            visit(view.body, implicitTag: nil, into: &options, depth: depth + 1)
        }
    }
}

/// A view whose options are those of the views inside it.
@MainActor protocol OptionContainer {
    func visitOptions(implicitTag: AnyHashable?, into options: inout [TaggedOptions.Option], depth: Int)
}

extension TupleView: OptionContainer {
    func visitOptions(implicitTag: AnyHashable?, into options: inout [TaggedOptions.Option], depth: Int) {
        for element in elements { TaggedOptions.visit(element, implicitTag: implicitTag, into: &options, depth: depth) }
    }
}

extension _ConditionalContent: OptionContainer {
    func visitOptions(implicitTag: AnyHashable?, into options: inout [TaggedOptions.Option], depth: Int) {
        switch storage {
        case .trueContent(let view): TaggedOptions.visit(view, implicitTag: implicitTag, into: &options, depth: depth)
        case .falseContent(let view): TaggedOptions.visit(view, implicitTag: implicitTag, into: &options, depth: depth)
        }
    }
}

extension Optional: OptionContainer where Wrapped: View {
    func visitOptions(implicitTag: AnyHashable?, into options: inout [TaggedOptions.Option], depth: Int) {
        if let view = self { TaggedOptions.visit(view, implicitTag: implicitTag, into: &options, depth: depth) }
    }
}

extension AnyView: OptionContainer {
    func visitOptions(implicitTag: AnyHashable?, into options: inout [TaggedOptions.Option], depth: Int) {
        TaggedOptions.visit(storage, implicitTag: implicitTag, into: &options, depth: depth)
    }
}

extension Group: OptionContainer where Content: View {
    func visitOptions(implicitTag: AnyHashable?, into options: inout [TaggedOptions.Option], depth: Int) {
        TaggedOptions.visit(content, implicitTag: implicitTag, into: &options, depth: depth)
    }
}

extension ModifiedContent: OptionContainer where Content: View, Modifier: ViewModifier {
    func visitOptions(implicitTag: AnyHashable?, into options: inout [TaggedOptions.Option], depth: Int) {
        TaggedOptions.visit(content, implicitTag: implicitTag, into: &options, depth: depth)
    }
}

extension _IdentifiedView: OptionContainer {
    func visitOptions(implicitTag: AnyHashable?, into options: inout [TaggedOptions.Option], depth: Int) {
        TaggedOptions.visit(content, implicitTag: implicitTag, into: &options, depth: depth)
    }
}

extension ForEach: OptionContainer where Content: View {
    func visitOptions(implicitTag: AnyHashable?, into options: inout [TaggedOptions.Option], depth: Int) {
        for element in data {
            TaggedOptions.visit(
                content(element), implicitTag: AnyHashable(element[keyPath: id]), into: &options, depth: depth)
        }
    }
}

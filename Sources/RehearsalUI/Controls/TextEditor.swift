/// A multi-line text input, as SwiftUI's `TextEditor`: it reads as a text field whose value is its text,
/// and `type` replaces the text, as typing into a text field does.
public struct TextEditor: View {
    public typealias Body = Never

    let text: Binding<String>

    public init(text: Binding<String>) { self.text = text }
}

extension TextEditor: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let current = node.trackingReads { text.wrappedValue }
        node.element = TextInputElement.make(
            name: "TextEditor", summary: "text=\(ValueDescription.quoted(current))", role: "textField", label: "",
            value: current, text: text, environment: node.environment)
    }
}

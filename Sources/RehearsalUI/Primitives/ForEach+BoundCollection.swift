extension ForEach where Content: View {
    /// One view per element of a bound collection, identified by a key path on the element itself, as
    /// SwiftUI spells it: `ForEach($names, id: \.self) { $name in TextField("Name", text: $name) }`.
    ///
    /// The rows receive bindings to their elements; the id is read from each element's current value.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C> {
        self.init(data, id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
    }
}

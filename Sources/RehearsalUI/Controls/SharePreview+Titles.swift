/// The share previews titled by a string or a `Text`, as SwiftUI declares them beside the localized-key ones
/// (`SharePreview(note.title)`, `SharePreview(Text("Note"), image: cover)`).
extension SharePreview {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.title = String(title) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.title = String(title) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Image) { self.title = String(title) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Image) { self.title = String(title) }

    public init(_ title: Text) { self.title = title.plainText }

    public init(_ title: Text, image: Image) { self.title = title.plainText }

    public init(_ title: Text, icon: Image) { self.title = title.plainText }

    public init(_ title: Text, image: Image, icon: Image) { self.title = title.plainText }
}

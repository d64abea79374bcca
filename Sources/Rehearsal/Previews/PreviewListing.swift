import RehearsalUI

/// What `previews --json` prints: each preview's name and the traits its `#Preview(traits:)` (or a
/// `PreviewProvider`'s modifiers) declare, written as in Swift (`.landscapeLeft`, `.modifier(SampleLibrary)`).
@MainActor enum PreviewListing {
    static func json(_ entries: [PreviewEntry]) -> JSONValue {
        .array(
            entries.map { entry in
                .object([
                    ("name", .string(entry.name)), ("traits", .array(entry.traitDescriptions.map(JSONValue.string))),
                ])
            })
    }
}

extension UTType: CustomRehearsalDescription {
    /// The type as code writes it: `.plainText` for a type of the table, else `UTType("com.example.note")`.
    package var written: String {
        memberName.map { "." + $0 } ?? "UTType(\(ValueDescription.quoted(identifier)))"
    }

    public var rehearsalDescription: String { written }
}

extension Command {
    /// The command's first word, as `help` lists it: `open`, `tap`, `expect` is not one.
    package var name: String {
        String(text.prefix { $0 != " " })
    }
}

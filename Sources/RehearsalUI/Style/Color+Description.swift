/// A colour in a view's state prints as it is written (`.blue`), as in the tree.
extension Color: CustomRehearsalDescription {
    public var rehearsalDescription: String { description }
}

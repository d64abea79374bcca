/// What one node of the graph shows in the view tree: a name, its content and the modifiers applied to it.
package struct Element {
    /// The view's name, `Text` or `ShelfScreen`.
    package var name: String
    /// The content shown after the name: a text's string, a link's route, a custom view's state.
    package var summary: String
    /// The modifiers applied to this view, in the order they were written: `.padding`, `.font(.title)`.
    package var attributes: [String] = []

    package init(_ name: String, _ summary: String = "") {
        self.name = name
        self.summary = summary
    }
}

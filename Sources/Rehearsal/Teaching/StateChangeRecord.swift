/// One `@State` change as the checks see it.
struct StateChangeRecord: Equatable {
    var owner: String
    var property: String
    var old: String
    var new: String
    /// The declaring wrapper: `@State`, `@GestureState`, `@FocusState`.
    var wrapper = "@State"
}

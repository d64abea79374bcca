/// The edit mode a graph gives its views when no ancestor sets `\.editMode`, as a hosting view does.
///
/// `EditButton` and the lists below it share this one value, so a tap on "Edit" puts every list on
/// screen into edit mode; `.environment(\.editMode, $mode)` replaces it for its content.
@MainActor final class EditModeStore {
    private let box = StateBox(EditMode.inactive)

    init() { box.name = "editMode" }

    /// A binding to the stored mode; reads through it are tracked like any `@State`.
    var binding: Binding<EditMode> { Binding(stateBox: box) }

    /// `environment` with this store's binding as its edit mode, unless it already has one.
    func providing(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard environment.editMode == nil else { return environment }
        var environment = environment
        environment.editMode = binding
        return environment
    }
}

import RehearsalUI

/// A document of the drafts editor, an `ObservableObject` as apps before Observation write them: the editor
/// that has focus publishes it with `.focusedObject(_:)` for the status bar's `@FocusedObject`.
final class DraftDocument: ObservableObject {
    let name: String
    @Published var text: String
    @Published var saves = 0

    init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}

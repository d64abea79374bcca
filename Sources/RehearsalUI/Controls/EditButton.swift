/// A button that toggles the environment's edit mode, as SwiftUI's `EditButton`.
///
/// It prints as `EditButton "Edit"` and reads as `button "Edit"` while the mode is inactive, `"Done"` while
/// it is active; a `tap` flips `\.editMode`, which the graph provides when no ancestor does.
public struct EditButton: View {
    public typealias Body = Never

    public init() {}
}

extension EditButton: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let mode = node.environment.editMode
        let isEditing = node.trackingReads { mode?.wrappedValue.isEditing ?? false }
        let title = isEditing ? "Done" : "Edit"
        var element = Element("EditButton", ValueDescription.quoted(title))
        element.accessibility = AccessibilityInfo(role: "button", label: title)
        element.actions.tap = {
            guard let mode else { return }
            mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active
        }
        node.element = element
    }
}

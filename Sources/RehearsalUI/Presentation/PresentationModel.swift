/// The live state of one presentation modifier (`sheet`, `fullScreenCover`, `alert`, `confirmationDialog`):
/// whether it presents, what, and how to dismiss it.
///
/// The modifier's node owns it (`node.modifierState`); the content it presents is mounted in a slot of that
/// node, with an environment whose `dismiss` dismisses this presentation.
@MainActor package final class PresentationModel {
    /// The kinds of presentation, named as the modifiers are.
    package enum Kind: String, Sendable {
        case sheet, fullScreenCover, alert, confirmationDialog

        /// Whether it is a dialog with buttons, rather than a view of the app's own.
        package var isDialog: Bool { self == .alert || self == .confirmationDialog }
    }

    package let kind: Kind
    /// The modifier's node; weak, as the presented content's environment holds this model.
    package private(set) weak var node: GraphNode?
    /// Whether the presentation is up.
    package internal(set) var isPresented = false
    /// The item an `item:` presentation shows, printed: `.addBook`.
    package internal(set) var itemDescription: String?
    /// Whether a Boolean binding (`sheet(isPresented:)`) drives it rather than an optional item.
    package internal(set) var isFlagDriven = false
    /// The title of an alert or a confirmation dialog.
    package internal(set) var title: String?
    /// Sets the presenting binding to `false` or `nil`.
    var dismissBinding: @MainActor () -> Void = {}
    var onDismiss: (() -> Void)?
    var presentedID: AnyHashable?
    /// The environment given to the presented content.
    let environmentMemo = EnvironmentMemo()
    /// The presented content's own edit mode, as a presentation has its own hosting controller: an
    /// `EditButton` in a sheet edits the sheet's lists, not the presenter's. A new presentation starts inactive.
    private(set) var editMode = EditModeStore()

    init(kind: Kind, node: GraphNode) {
        self.kind = kind
        self.node = node
    }

    static func attached(to node: GraphNode, kind: Kind) -> PresentationModel {
        if let model = node.modifierState as? PresentationModel, model.kind == kind { return model }
        let model = PresentationModel(kind: kind, node: node)
        node.modifierState = model
        return model
    }

    /// Records what the modifier presents now, calling `onDismiss` after a presentation went away or was
    /// replaced by another item.
    func present(id: AnyHashable?, description: String?) {
        let previous = presentedID
        if id != nil && previous != id { editMode = EditModeStore() }
        isPresented = id != nil
        presentedID = id
        itemDescription = description
        if let previous, previous != id, let onDismiss, let node {
            node.graph.enqueueDisappear(onDismiss)
        }
    }

    /// Dismisses the presentation, as `dismiss()` from inside it or a dialog's button does.
    package func dismiss() {
        guard isPresented else { return }
        dismissBinding()
    }

    /// The presented content's slot name, which the view tree prints: `.sheet`, `.alert`.
    var slot: String { kind.rawValue }

    /// What the presentation is, for messages: `sheet item=.addBook`, `alert "Error"`.
    package var summary: String {
        var parts = [kind.rawValue]
        if let title { parts.append(ValueDescription.quoted(title)) }
        if let itemDescription { parts.append("item=\(itemDescription)") }
        return parts.joined(separator: " ")
    }

    /// The presentation's host node, where its content is mounted.
    package var host: GraphNode? {
        node?.children.first { $0.key == .slot(slot) }
    }
}

extension EnvironmentValues {
    /// The presentation the view is inside, if any.
    package var presentation: PresentationModel? {
        get { self[PresentationKey.self] }
        set { self[PresentationKey.self] = newValue }
    }
}

struct PresentationKey: EnvironmentKey {
    static var defaultValue: PresentationModel? { nil }
}

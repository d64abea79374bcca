/// One element of the accessibility tree: what a screen reader meets, and what a user can do to it.
///
/// Built from the live graph by `AccessibilityTreeBuilder`. Elements that exist but that a screen reader
/// cannot reach now (behind a sheet, beneath the top of a stack, on another tab, hidden, merged into a
/// combined element) stay in the tree with the reason, so an interaction that targets one can explain why
/// it failed; renderers print only the reachable ones.
package struct AccessibilityNode {
    /// Why an element cannot be reached now, if it cannot, and how to reach it.
    package enum Reachability: Equatable {
        case reachable
        /// Hidden from accessibility (`accessibilityHidden`, `.hidden()`, a decorative image).
        case hidden(because: String, fix: String)
        /// Covered (by a presentation) or off screen (beneath the top of a stack, on another tab).
        case obscured(because: String, fix: String)
        /// Part of an element that combines or ignores its children.
        case merged(because: String, fix: String)
    }

    /// Where an element came from, for the interaction layer's shortcuts.
    package enum Kind: Equatable {
        case element
        /// A navigation bar's back button.
        case backButton
        /// A tab bar's tab.
        case tab
        /// A `searchable` field.
        case searchField
        /// A grouping with no element of its own (a presentation's content); never printed.
        case grouping
    }

    package var role: String
    package var label: String
    package var value: String?
    package var hint: String?
    /// An empty text field's prompt or title, read in place of its value.
    package var placeholder: String?
    package var identifier: String?
    /// Traits beyond the role, in the order they were added: `isSelected`, `notEnabled`.
    package var traits: [String] = []
    package var children: [AccessibilityNode] = []
    /// Whether the children are printed nested under this element (a list, a navigation bar, an alert).
    package var isContainer = false
    package var sortPriority: Double = 0
    package var isEnabled = true
    package var reachability: Reachability = .reachable
    package var kind: Kind = .element
    package var actions = ElementActions()
    package var customActions: [AccessibilityCustomAction] = []
    /// Where the label came from, for the audit.
    package var labelOrigin: LabelOrigin = .content
    /// The node that produced the element.
    package var source: GraphNode?
    /// The custom view whose body produced the element: what the audit and error messages name.
    package var owner: String
    /// The presentations this element is inside, outermost first, by the identity of their models.
    package var presentationPath: [ObjectIdentifier] = []
    /// The custom view whose `.allowsHitTesting(false)` lets touches pass through this element, if one does.
    package var hitTestingDisabledBy: String?
    /// Other names a user may say for the element (`accessibilityInputLabels`); targets match them too.
    package var inputLabels: [String] = []
    /// Why the element is disabled and how to enable it, when its view can say.
    package var disabledReason: (because: String, fix: String)?
    /// The presentation whose content this element groups (a sheet's content, an alert), if it is the root
    /// of one.
    package var presentation: PresentationModel?
    /// The row of an editable `ForEach` this element belongs to (`onDelete`/`onMove`), for `delete` and `move`.
    package var rowEditing: RowEditing?

    package init(role: String, label: String, owner: String) {
        self.role = role
        self.label = label
        self.owner = owner
    }

    /// Where an element's accessible name came from.
    package enum LabelOrigin: Equatable {
        /// `accessibilityLabel`, an image's `label:`.
        case explicit
        /// The element's own text or title.
        case content
        /// Only an image's name: a symbol (`"plus"`) or an asset's file name.
        case imageName
    }

    /// Whether a screen reader reaches the element now.
    package var isReachable: Bool { reachability == .reachable }

    /// The element as its line starts: `button "Add book"`, or `list` when it has no label.
    package var reference: String {
        label.isEmpty ? role : "\(role) \(ValueDescription.quoted(label))"
    }

    /// Whether the user can act on the element (it has a tap, text, toggle... or a named action).
    package var isInteractive: Bool {
        actions.tap != nil || actions.setText != nil || actions.toggle != nil || actions.adjust != nil
            || actions.select != nil || !actions.taps.isEmpty || actions.longPress != nil
            || AccessibilityRoles.interactive.contains(role)
    }

    /// Calls `body` for this element and every element below it, depth first.
    package func forEach(_ body: (AccessibilityNode) -> Void) {
        body(self)
        // Through the buffer, so each child is read where it is instead of being copied (a large struct).
        children.withUnsafeBufferPointer { buffer in
            for index in buffer.indices { buffer[index].forEach(body) }
        }
    }

    /// Whether this element is the root of a presentation's content.
    package var isPresentationRoot: Bool { presentation != nil }

    /// Sets the reachability of this element and every element below it that is still reachable, except
    /// presentations: a sheet presented from a covered view is still on top.
    mutating func markUnreachable(_ reason: Reachability) {
        guard !isPresentationRoot else { return }
        if reachability == .reachable { reachability = reason }
        for index in children.indices { children[index].markUnreachable(reason) }
    }
}

/// A named action of an element: an accessibility action, a swipe action, a context-menu item, refresh.
package struct AccessibilityCustomAction {
    /// Where the action comes from, which decides the interaction that performs it.
    package enum Kind: Equatable {
        case accessibility
        case swipe(HorizontalEdge)
        case contextMenu
        case refresh
    }

    package var name: String
    package var kind: Kind
    package var isEnabled = true
    package var perform: @MainActor () -> Void
    /// The items of a submenu (a `Menu` among a menu's items), which `menu TARGET "Sub" "Item"` reaches.
    package var items: [AccessibilityNode] = []

    package init(name: String, kind: Kind, isEnabled: Bool = true, perform: @escaping @MainActor () -> Void) {
        self.name = name
        self.kind = kind
        self.isEnabled = isEnabled
        self.perform = perform
    }
}

/// The roles the tree knows, grouped by how they behave.
package enum AccessibilityRoles {
    /// Roles whose element contains the elements of its content, printed nested.
    package static let containers: Set<String> = [
        "list", "group", "navigationBar", "tabBar", "toolbar", "alert", "dialog", "table",
    ]
    /// Roles whose element takes in its content: a button's label texts are its name, not elements.
    package static let absorbing: Set<String> = [
        "button", "link", "toggle", "staticText", "image", "textField", "secureTextField", "slider", "stepper",
        "picker", "searchField", "progressIndicator", "tab", "menu", "datePicker", "colorPicker",
    ]
    /// Roles a user acts on.
    package static let interactive: Set<String> = [
        "button", "link", "toggle", "textField", "secureTextField", "slider", "stepper", "picker", "searchField",
        "tab", "menu", "datePicker", "colorPicker", "disclosureTriangle", "pageIndicator",
    ]
}

/// The accessibility semantics of one element, as SwiftUI gives them to VoiceOver.
///
/// Every element of a long list holds one (a text's `staticText`), and most set only the role and the label; the
/// rest (value, hint, placeholder, identifier, traits, visibility, priority) lives out of line, copied on write, so
/// an element is 40 bytes of accessibility instead of about 120 (issue 16: bytes per node).
package struct AccessibilityInfo: Equatable {
    /// The role, printed first in the accessibility tree: `button`, `staticText`, `link`, `image`,
    /// `textField`, `secureTextField`, `toggle`, `slider`, `stepper`, `picker`, `list`, `navigationBar`,
    /// `searchField`, `tab`, `header`, `progressIndicator`, `group`.
    package var role: String
    /// The accessible name.
    package var label: String
    /// The fields most elements leave as they are; `nil` while all of them are.
    private var detailsBox: AccessibilityInfoDetailsBox?

    package init(role: String, label: String, value: String? = nil) {
        self.role = role
        self.label = label
        if let value { self.value = value }
    }

    package var value: String? {
        get { detailsBox?.value.value }
        set { updateDetails { $0.value = newValue } }
    }
    package var hint: String? {
        get { detailsBox?.value.hint }
        set { updateDetails { $0.hint = newValue } }
    }
    /// What an empty text field shows and VoiceOver reads in place of its value: the `prompt:`, or the title.
    package var placeholder: String? {
        get { detailsBox?.value.placeholder }
        set { updateDetails { $0.placeholder = newValue } }
    }
    package var identifier: String? {
        get { detailsBox?.value.identifier }
        set { updateDetails { $0.identifier = newValue } }
    }
    /// Traits beyond the role: `isSelected`, `isHeader`, `notEnabled`.
    package var traits: [String] {
        get { detailsBox?.value.traits ?? [] }
        set { updateDetails { $0.traits = newValue } }
    }
    package var isHidden: Bool {
        get { detailsBox?.value.isHidden ?? false }
        set { updateDetails { $0.isHidden = newValue } }
    }
    package var isEnabled: Bool {
        get { detailsBox?.value.isEnabled ?? true }
        set { updateDetails { $0.isEnabled = newValue } }
    }
    /// Sort priority among siblings (higher reads first).
    package var sortPriority: Double {
        get { detailsBox?.value.sortPriority ?? 0 }
        set { updateDetails { $0.sortPriority = newValue } }
    }

    /// Changes the out-of-line fields: in place when this value holds the only reference, in a new box otherwise;
    /// none is made for a change that leaves every field as it was when there is none yet.
    private mutating func updateDetails(_ change: (inout AccessibilityInfoDetails) -> Void) {
        guard detailsBox != nil else {
            var details = AccessibilityInfoDetails()
            change(&details)
            if details != AccessibilityInfoDetails() { detailsBox = AccessibilityInfoDetailsBox(details) }
            return
        }
        if isKnownUniquelyReferenced(&detailsBox!) {
            change(&detailsBox!.value)
        } else {
            var details = detailsBox!.value
            change(&details)
            detailsBox = AccessibilityInfoDetailsBox(details)
        }
    }

    package static func == (lhs: AccessibilityInfo, rhs: AccessibilityInfo) -> Bool {
        guard lhs.role == rhs.role, lhs.label == rhs.label else { return false }
        if lhs.detailsBox === rhs.detailsBox { return true }
        return (lhs.detailsBox?.value ?? AccessibilityInfoDetails())
            == (rhs.detailsBox?.value ?? AccessibilityInfoDetails())
    }
}

/// The fields of an `AccessibilityInfo` that most elements leave as they are.
struct AccessibilityInfoDetails: Equatable {
    var value: String?
    var hint: String?
    var placeholder: String?
    var identifier: String?
    var traits: [String] = []
    var isHidden = false
    var isEnabled = true
    var sortPriority: Double = 0
}

/// The out-of-line storage of an `AccessibilityInfo`'s details, copied on write.
final class AccessibilityInfoDetailsBox {
    var value: AccessibilityInfoDetails

    init(_ value: AccessibilityInfoDetails) { self.value = value }
}

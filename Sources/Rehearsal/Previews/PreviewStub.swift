public import RehearsalUI

/// A stub environment: a `PreviewModifier` that a session can apply to any preview, listed by type name.
///
/// A stub can be applied when Rehearsal has an instance: one written in some preview's `.modifier(...)`
/// trait, or, for a type with no stored properties, one it makes itself. Other stubs are listed with the
/// reason they cannot be applied.
@MainActor
public struct PreviewStub {
    /// The type name, `SampleLibrary`; qualified with its module when two stubs share a name.
    public let name: String
    /// The modifier type.
    public let modifierType: any PreviewModifier.Type
    /// The instance to apply, if there is one.
    public let instance: (any PreviewModifier)?

    /// Whether the stub can be applied.
    public var isAvailable: Bool { instance != nil }

    /// Why the stub cannot be applied, or `nil` when it can.
    public var unavailableReason: String? {
        guard instance == nil else { return nil }
        return "\(name) has stored properties and no preview attaches one with .modifier(\(name)(...)), so "
            + "Rehearsal cannot make an instance. To fix, attach it to a preview's traits or give it defaults "
            + "in a type without stored properties."
    }

    init(name: String, modifierType: any PreviewModifier.Type, instance: (any PreviewModifier)?) {
        self.name = name
        self.modifierType = modifierType
        self.instance = instance
    }

    /// A stub for an instance written in a trait.
    init(_ instance: any PreviewModifier) {
        let type = Swift.type(of: instance)
        self.init(name: ShortTypeName.of(type), modifierType: type, instance: instance)
    }
}

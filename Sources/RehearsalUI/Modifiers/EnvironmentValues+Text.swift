/// The environment values that change how text is shown: its case and its redaction.
extension EnvironmentValues {
    /// The case `textCase(_:)` applies to the texts below; `nil` shows them as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// Why the content below is redacted (`.placeholder`, `.privacy`); empty when it is not.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether `unredacted()` above keeps this content from being redacted.
    package var isUnredacted: Bool {
        get { self[UnredactedKey.self] }
        set { self[UnredactedKey.self] = newValue }
    }

    /// Whether `privacySensitive()` above marks this content as private (redacted for `.privacy`).
    package var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether the texts below show as redacted: a reason applies and nothing above unredacts them.
    package var isRedacting: Bool {
        guard !isUnredacted else { return false }
        return redactionReasons.contains(.placeholder)
            || (isPrivacySensitive && redactionReasons.contains(.privacy))
    }
}

/// The key that stores `EnvironmentValues.textCase`.
struct TextCaseKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
}

/// The key that stores `EnvironmentValues.redactionReasons`.
struct RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
}

/// The key that stores `EnvironmentValues.isUnredacted`.
struct UnredactedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// The key that stores `EnvironmentValues.isPrivacySensitive`.
struct PrivacySensitiveKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

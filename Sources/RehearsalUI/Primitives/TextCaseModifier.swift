/// `.textCase(_:)`: printed like the call, and the letter case the texts below read in.
///
/// `nil` is a choice too: it keeps a grouped list's section header as written.
package struct TextCaseModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    let textCase: Text.Case?

    package func modifyEnvironment(_ environment: inout EnvironmentValues, node: GraphNode) {
        let setting = TextCaseSetting(textCase: textCase)
        guard environment.textCaseSetting != setting else { return }
        node.cachedEnvironment(&environment, value: setting) { $0.setTextCase(setting) }
    }

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".textCase(\(textCase.map { $0.description } ?? "nil"))"]
    }
}

/// A `.textCase(_:)` above, if any: `nil` when none was written, which differs from `.textCase(nil)`.
package struct TextCaseSetting: Equatable, Sendable {
    package var textCase: Text.Case?

    /// The text as this case shows it.
    package func apply(_ text: String) -> String {
        switch textCase {
        case .uppercase?: text.uppercased()
        case .lowercase?: text.lowercased()
        case nil: text
        }
    }
}

extension EnvironmentValues {
    /// Sets the case the texts below print in (`textCase`) and remembers that a `.textCase(_:)` chose it.
    package mutating func setTextCase(_ setting: TextCaseSetting) {
        textCaseSetting = setting
        textCase = setting.textCase
    }

    /// The letter case set by the nearest `.textCase(_:)` above, or `nil` when none was written.
    package var textCaseSetting: TextCaseSetting? {
        get { self[TextCaseSettingKey.self] }
        set { self[TextCaseSettingKey.self] = newValue }
    }
}

/// The key that stores `EnvironmentValues.textCaseSetting`.
struct TextCaseSettingKey: EnvironmentKey {
    static var defaultValue: TextCaseSetting? { nil }
}

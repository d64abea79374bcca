import Foundation

extension TextField where Label == Text {
    /// A field that edits a value through a Foundation `Formatter` (a `NumberFormatter`, a `DateFormatter`):
    /// it shows `formatter.string(for:)` and parses what is typed (`number(from:)`, `date(from:)`); text that
    /// does not parse, or parses to another type, leaves the value unchanged, as in SwiftUI. Foundation on
    /// Linux keeps `getObjectValue` internal, so other formatters only show the value.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        let text = Binding<String>(
            get: { formatter.string(for: value.wrappedValue) ?? "" },
            set: { newText in
                if let parsed: V = FormatterParsing.parse(newText, with: formatter) { value.wrappedValue = parsed }
            })
        self.init(text: text, title: titleKey.text, label: Text(titleKey), prompt: prompt, axis: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(LocalizedStringKey(String(title)), value: value, formatter: formatter, prompt: prompt)
    }
}

/// Reads typed text through a `NumberFormatter` or `DateFormatter` into the type a binding holds, bridging
/// `NSNumber` to Swift numbers.
enum FormatterParsing {
    static func parse<V>(_ text: String, with formatter: Formatter) -> V? {
        if let dates = formatter as? DateFormatter { return dates.date(from: text) as? V }
        guard let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) else { return nil }
        if let value = number as? V { return value }
        switch V.self {
        case is Int.Type: return number.intValue as? V
        case is Double.Type: return number.doubleValue as? V
        case is Float.Type: return number.floatValue as? V
        case is Decimal.Type: return number.decimalValue as? V
        case is Int64.Type: return number.int64Value as? V
        case is Int32.Type: return number.int32Value as? V
        case is UInt.Type: return number.uintValue as? V
        case is Bool.Type: return number.boolValue as? V
        default: return nil
        }
    }
}

import Foundation

/// Prints values for the tree and the state listing: short, stable, and with no addresses or hash order.
///
/// Strings are quoted, enum cases start with a dot (`.loaded(3 items)`), optionals print their value or
/// `nil`, short lists of simple values are printed in full and others are counted, objects print their
/// type name, and unordered collections are counted, never listed in hash order.
package enum ValueDescription {
    /// `short(_:)` of a value whose type the caller knows: an `Int`, `Bool` or `String` (most `@State` values) is
    /// printed without the dynamic casts `short` tries one after another (a snapshot describes every row's state).
    package static func short<Value>(typed value: Value) -> String {
        if Value.self == Int.self, PlainTypes.int {
            return LocalizedStringKey.StringInterpolation.decimal(unsafeBitCast(value, to: Int.self))
        }
        if Value.self == Bool.self, PlainTypes.bool { return unsafeBitCast(value, to: Bool.self) ? "true" : "false" }
        if Value.self == String.self, PlainTypes.string { return quoted(unsafeBitCast(value, to: String.self)) }
        return short(value)
    }

    /// Whether `Int`, `Bool` and `String` print as `short(_:)` prints them by default: an app may give one of them a
    /// `CustomRehearsalDescription`, which `short` asks about first.
    private enum PlainTypes {
        static let int = !(Int.self is any CustomRehearsalDescription.Type)
        static let bool = !(Bool.self is any CustomRehearsalDescription.Type)
        static let string = !(String.self is any CustomRehearsalDescription.Type)
    }

    package static func short(_ value: Any, depth: Int = 0) -> String {
        let trivial = trivialKey(of: value)
        if let trivial, let known = knownCase(trivial) { return known }
        if let custom = value as? any CustomRehearsalDescription { return custom.rehearsalDescription }
        switch value {
        case let string as String: return quoted(string)
        case let substring as Substring: return quoted(String(substring))
        case let bool as Bool: return bool ? "true" : "false"
        case let int as Int: return String(int)
        case let double as Double: return number(double)
        case let float as Float: return number(Double(float))
        case let date as Date: return VirtualDateDescription.describe(date)
        case let url as URL: return url.absoluteString
        case let uuid as UUID: return uuid.uuidString
        case let locale as Locale: return "Locale(\(quoted(locale.identifier)))"
        case let timeZone as TimeZone: return "TimeZone(\(quoted(timeZone.identifier)))"
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return short(wrapped, depth: depth)
        case .enum:
            guard let payload = mirror.children.first else {
                let text = "." + caseName(value)
                if let trivial { keepCase(text, of: value, key: trivial) }
                return text
            }
            let label = payload.label ?? caseName(value)
            return ".\(label)(\(payloadDescription(payload.value, depth: depth + 1)))"
        case .collection:
            return collection(mirror, depth: depth)
        case .set, .dictionary:
            return count(mirror.children.count)
        case .tuple:
            return "("
                + mirror.children.map { child in
                    let text = short(child.value, depth: depth + 1)
                    guard let label = child.label, !label.hasPrefix(".") else { return text }
                    return "\(label): \(text)"
                }.joined(separator: ", ") + ")"
        case .class:
            return ViewTypeName.of(type(of: value))
        case .struct:
            if let describable = value as? any CustomStringConvertible, isStandardLibraryType(value) {
                return describable.description
            }
            return structure(value, mirror: mirror, depth: depth)
        default:
            return String(describing: value)
        }
    }

    private static func payloadDescription(_ payload: Any, depth: Int) -> String {
        let mirror = Mirror(reflecting: payload)
        if mirror.displayStyle == .tuple {
            return mirror.children.map { child in
                let text = short(child.value, depth: depth)
                guard let label = child.label, !label.hasPrefix(".") else { return text }
                return "\(label): \(text)"
            }.joined(separator: ", ")
        }
        return short(payload, depth: depth)
    }

    private static func collection(_ mirror: Mirror, depth: Int) -> String {
        // A long list is counted without boxing its elements (an app's array of 100,000 rows, at every step).
        let total = mirror.children.count
        if total > 6 || (total > 0 && depth >= 3) { return count(total) }
        let elements = mirror.children.map(\.value)
        if elements.isEmpty { return "[]" }
        let simple = elements.allSatisfy(isSimple)
        if simple && elements.count <= 6 && depth < 3 {
            return "[" + elements.map { short($0, depth: depth + 1) }.joined(separator: ", ") + "]"
        }
        return count(elements.count)
    }

    private static func structure(_ value: Any, mirror: Mirror, depth: Int) -> String {
        let name = ViewTypeName.of(type(of: value))
        guard depth < 2, mirror.children.count <= 4 else { return name }
        let fields = mirror.children.compactMap { child -> String? in
            guard let label = child.label else { return nil }
            return "\(label): \(short(child.value, depth: depth + 1))"
        }
        return "\(name)(\(fields.joined(separator: ", ")))"
    }

    private static func isSimple(_ value: Any) -> Bool {
        switch value {
        case is String, is Int, is Bool, is Double: return true
        // A table's sort order prints its comparators: `[KeyPathComparator(\.name)]`.
        case is any SortComparator: return true
        default:
            let style = Mirror(reflecting: value).displayStyle
            return style == .enum || style == .optional
        }
    }

    private static func isStandardLibraryType(_ value: Any) -> Bool {
        let name = String(reflecting: type(of: value))
        return name.hasPrefix("Swift.") || name.hasPrefix("Foundation.")
    }

    private static func caseName(_ value: Any) -> String {
        let text = String(describing: value)
        if let paren = text.firstIndex(of: "(") { return String(text[..<paren]) }
        return text
    }

    private static func count(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Quotes a string the way the tree prints text: double quotes, with quotes and newlines escaped.
    package static func quoted(_ string: String) -> String {
        // Text with no quote, backslash or newline byte is quoted as it is (most texts), without a Character walk.
        if !ASCIIScan.contains(string, where: { $0 == 0x22 || $0 == 0x5C || $0 == 0x0A }) {
            // Written into the new string's bytes at once: three appends cost three times as much (every `Text` of a
            // mount is quoted for its line).
            if let quoted = string.utf8.withContiguousStorageIfAvailable({ bytes in
                String(unsafeUninitializedCapacity: bytes.count + 2) { buffer in
                    buffer[0] = 0x22
                    let inner = UnsafeMutableBufferPointer(rebasing: buffer[1..<(bytes.count + 1)])
                    _ = inner.initialize(fromContentsOf: bytes)
                    buffer[bytes.count + 1] = 0x22
                    return bytes.count + 2
                }
            }) {
                return quoted
            }
            return "\"" + string + "\""
        }
        var result = "\""
        for character in string {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}

/// A type that chooses how Rehearsal prints it in trees and state listings.
public protocol CustomRehearsalDescription {
    var rehearsalDescription: String { get }
}

import Foundation

/// A view that shows read-only text.
public struct Text: Equatable, Sendable {
    enum Storage: Equatable, Sendable {
        case verbatim(String)
        case date(Date, DateStyle)
        case timer(TextTimerInterval)
        case concatenation([Text])
    }

    /// A verbatim text with no modifiers (nearly every `Text` of a list's rows) is its string alone: 24 bytes, so a
    /// `Text` fits the inline buffer of an `any View` and a child list holds it without a box of its own. Other
    /// storage, and any modifiers, live in `details`.
    private let verbatim: String
    private var details: TextDetails?

    var storage: Storage { details?.storage ?? .verbatim(verbatim) }

    /// Text-returning modifiers (`.bold()`, `.font(.caption)`), printed as attributes.
    package var modifiers: [String] {
        get { details?.modifiers ?? [] }
        set { self = Text(storage: storage, modifiers: newValue) }
    }

    public init(verbatim content: String) { verbatim = content }

    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        verbatim = MarkdownText.plain(key.text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { verbatim = String(content) }

    public init(_ date: Date, style: DateStyle) { self.init(storage: .date(date, style), modifiers: []) }

    /// Disfavoured so that a string literal stays a localized key (Linux's `AttributedString` takes literals).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        verbatim = String(attributedContent.characters)
    }

    public init(_ image: Image) { verbatim = "[\(image.name)]" }

    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        verbatim = format.format(input)
    }

    init(storage: Storage, modifiers: [String]) {
        if case .verbatim(let string) = storage, modifiers.isEmpty {
            verbatim = string
            details = nil
        } else {
            verbatim = ""
            details = TextDetails(storage: storage, modifiers: modifiers)
        }
    }

    public static func == (lhs: Text, rhs: Text) -> Bool {
        if lhs.details == nil, rhs.details == nil { return lhs.verbatim == rhs.verbatim }
        return lhs.storage == rhs.storage && lhs.modifiers == rhs.modifiers
    }

    /// The text as a reader would hear it, with dates resolved against the virtual now.
    package var plainText: String {
        switch storage {
        case .verbatim(let string): string
        case .date(let date, let style): style.format(date, now: VirtualNow.date)
        case .timer(let timer): timer.format(now: VirtualNow.date)
        case .concatenation(let parts): parts.map(\.plainText).joined()
        }
    }

    /// `plainText` of a verbatim text without the storage made around its string.
    private var plainTextInline: String { details == nil ? verbatim : plainText }

    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(storage: .concatenation([lhs, rhs]), modifiers: [])
    }

    func adding(_ modifier: String) -> Text { Text(storage: storage, modifiers: modifiers + [modifier]) }

    /// A predefined style for showing a date, resolved against Rehearsal's virtual now.
    public struct DateStyle: Equatable, Sendable {
        let name: String

        public static let time = DateStyle(name: "time")
        public static let date = DateStyle(name: "date")
        public static let relative = DateStyle(name: "relative")
        public static let offset = DateStyle(name: "offset")
        public static let timer = DateStyle(name: "timer")

        func format(_ date: Date, now: Date) -> String {
            switch name {
            case "time": return DateText.time(date)
            case "date": return DateText.day(date)
            case "relative": return DateText.relative(from: now, to: date, signed: false)
            case "offset": return DateText.relative(from: now, to: date, signed: true)
            default: return DateText.timer(from: now, to: date)
            }
        }
    }
}

/// What a `Text` holds besides a verbatim string without modifiers; immutable, so copies share it.
final class TextDetails: Sendable {
    let storage: Text.Storage
    let modifiers: [String]

    init(storage: Text.Storage, modifiers: [String]) {
        self.storage = storage
        self.modifiers = modifiers
    }
}

extension Text: View {
    public typealias Body = Never
}

extension Text: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        var text = plainTextInline
        var isRedacting = false
        // Where no ancestor sets a key the text reads, each has its default (no case, not redacted): the three
        // lookups are left out (a list's rows have none of them), unless a body records what it reads.
        let environment = node.environment
        if environment.mayHold(anyOf: Self.environmentKeys) || EnvironmentReads.isRecording {
            switch environment.textCase {
            case .uppercase: text = text.uppercased(with: environment.locale)
            case .lowercase: text = text.lowercased(with: environment.locale)
            case nil: break
            }
            isRedacting = environment.isRedacting
        }
        var summary = ValueDescription.quoted(text)
        if isRedacting { summary += " redacted" }
        var element = Element("Text", summary)
        element.attributes = modifiers
        element.accessibility = AccessibilityInfo(role: "staticText", label: text)
        node.setElement(element)
    }

    /// The keys `update` reads: the text's case and what decides its redaction.
    private static let environmentKeys = EnvironmentStorage.keyMask(of: [
        TextCaseKey.self, RedactionReasonsKey.self, UnredactedKey.self, PrivacySensitiveKey.self,
    ])
}

extension Text {
    public func bold() -> Text { adding(".bold") }
    public func bold(_ isActive: Bool) -> Text { isActive ? adding(".bold") : self }
    public func italic() -> Text { adding(".italic") }
    public func italic(_ isActive: Bool) -> Text { isActive ? adding(".italic") : self }
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? adding(".monospaced") : self }
    public func monospacedDigit() -> Text { adding(".monospacedDigit") }
    public func font(_ font: Font?) -> Text { adding(".font(\(font.map { "\($0)" } ?? "nil"))") }
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding(".fontWeight(\(weight.map { "\($0)" } ?? "nil"))") }
    public func foregroundColor(_ color: Color?) -> Text {
        adding(".foregroundColor(\(color.map { "\($0)" } ?? "nil"))")
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding(".foregroundStyle(\(style))") }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? adding(".strikethrough") : self
    }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? adding(".underline") : self
    }
    public func kerning(_ kerning: CGFloat) -> Text { adding(".kerning(\(kerning))") }
    public func tracking(_ tracking: CGFloat) -> Text { adding(".tracking(\(tracking))") }
    public func baselineOffset(_ offset: CGFloat) -> Text { adding(".baselineOffset(\(offset))") }
}

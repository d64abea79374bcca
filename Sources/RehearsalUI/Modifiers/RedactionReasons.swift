/// Why content is redacted: `.placeholder` (loading) or `.privacy` (hidden on a locked screen).
public struct RedactionReasons: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)

    public var description: String {
        let names = [
            (RedactionReasons.placeholder, ".placeholder"), (.privacy, ".privacy"), (.invalidated, ".invalidated"),
        ]
        .filter { contains($0.0) }.map(\.1)
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
}

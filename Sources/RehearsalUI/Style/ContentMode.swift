/// How content fills a space whose aspect ratio differs from its own: `.fit` or `.fill`.
public enum ContentMode: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case fit, fill

    public var description: String { self == .fit ? ".fit" : ".fill" }
}

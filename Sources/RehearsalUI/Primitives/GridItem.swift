/// A column of a `LazyVGrid` or a row of a `LazyHGrid`, printed as written: `.flexible()`, `.fixed(100)`.
public struct GridItem: Sendable, CustomStringConvertible {
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// How wide a column (or tall a row) is.
    public enum Size: Sendable, CustomStringConvertible {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)

        public var description: String {
            switch self {
            case .fixed(let size):
                return ".fixed(\(LayoutNumber.format(size)))"
            case .flexible(let minimum, let maximum):
                return AttributeText.call(
                    ".flexible",
                    [
                        ("minimum", minimum == 10 ? nil : LayoutNumber.format(minimum)),
                        ("maximum", maximum == .infinity ? nil : LayoutNumber.format(maximum)),
                    ]) + (minimum == 10 && maximum == .infinity ? "()" : "")
            case .adaptive(let minimum, let maximum):
                return AttributeText.call(
                    ".adaptive",
                    [
                        ("minimum", LayoutNumber.format(minimum)),
                        ("maximum", maximum == .infinity ? nil : LayoutNumber.format(maximum)),
                    ])
            }
        }
    }

    public var description: String {
        guard spacing != nil || alignment != nil else { return size.description }
        return "GridItem("
            + [
                size.description,
                spacing.map { "spacing: \(LayoutNumber.format($0))" },
                alignment.map { "alignment: \($0)" },
            ].compactMap { $0 }.joined(separator: ", ") + ")"
    }
}

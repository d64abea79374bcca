/// A view's size and alignment guides, handed to `alignmentGuide`'s closure. Without layout every view
/// measures zero, so a guide computed from them is zero too; only the modifier's presence prints.
public struct ViewDimensions: Equatable, Sendable {
    public let width: CGFloat
    public let height: CGFloat

    init(width: CGFloat = 0, height: CGFloat = 0) {
        self.width = width
        self.height = height
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide.name {
        case "trailing": width
        case "center": width / 2
        default: 0
        }
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide.name {
        case "bottom", "lastTextBaseline": height
        case "center": height / 2
        default: 0
        }
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

extension HorizontalAlignment: CustomStringConvertible {
    public var description: String { "." + name }
}

extension VerticalAlignment: CustomStringConvertible {
    public var description: String { "." + name }
}

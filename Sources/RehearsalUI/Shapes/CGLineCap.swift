/// How a stroke's ends are drawn, with CoreGraphics' names (CoreGraphics is not on Linux).
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square
}

/// How a stroke's corners are drawn, with CoreGraphics' names.
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
}

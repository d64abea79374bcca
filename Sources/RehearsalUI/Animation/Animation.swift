/// How a change animates. Animation is out of scope for text output: values are kept as attributes.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }

    public static let `default` = Animation(".default")
    public static let linear = Animation(".linear")
    public static let easeIn = Animation(".easeIn")
    public static let easeOut = Animation(".easeOut")
    public static let easeInOut = Animation(".easeInOut")
    public static let spring = Animation(".spring")
    public static let bouncy = Animation(".bouncy")
    public static let smooth = Animation(".smooth")
    public static let snappy = Animation(".snappy")

    public static func linear(duration: Double) -> Animation { Animation(".linear(duration: \(duration))") }
    public static func easeIn(duration: Double) -> Animation { Animation(".easeIn(duration: \(duration))") }
    public static func easeOut(duration: Double) -> Animation { Animation(".easeOut(duration: \(duration))") }
    public static func easeInOut(duration: Double) -> Animation { Animation(".easeInOut(duration: \(duration))") }

    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(".spring(duration: \(duration), bounce: \(bounce))")
    }

    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    )
        -> Animation
    {
        Animation(".spring(response: \(response), dampingFraction: \(dampingFraction))")
    }

    public func delay(_ delay: Double) -> Animation { Animation(description + ".delay(\(delay))") }
    public func speed(_ speed: Double) -> Animation { Animation(description + ".speed(\(speed))") }
    public func repeatForever(autoreverses: Bool = true) -> Animation { Animation(description + ".repeatForever") }
}

/// The context of a state change: here, only the animation that would have been used.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false

    public init() {}

    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` and returns its result; the animation is not played (there are no pixels), only the state changes.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` with the given transaction; the change happens at once.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

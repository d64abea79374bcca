/// Angles add and subtract, as SwiftUI's `Angle` does (`AdditiveArithmetic`): `angle += value.rotation`.
extension Angle: AdditiveArithmetic {
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
}

/// A state holding an angle prints it as written in Swift (`angle=.degrees(90)`), not as its radians.
extension Angle: CustomRehearsalDescription {
    public var rehearsalDescription: String { description }
}

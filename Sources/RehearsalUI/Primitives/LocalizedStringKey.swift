import Foundation

/// A string literal, with interpolations, as SwiftUI's localizable text keys are written.
///
/// Rehearsal has no string tables, so the key's text is shown as is. Interpolated numbers follow SwiftUI's
/// format specifiers: integers as `%lld`, floating point as `%lf` (six decimals) unless a `specifier:` is given.
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    package let text: String

    public init(_ value: String) { text = value }

    public init(stringLiteral value: String) { text = value }

    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.output }

    /// Builds the text of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { output += literal }

        public mutating func appendInterpolation(_ string: String) { output += string }

        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { output += String(string) }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            // An `Int` (the usual row number) printed by a loop on `Int` itself: `String(value)` ran the standard
            // library's generic digit loop, every division through the protocol's witness table.
            if T.self == Int.self {
                output += Self.decimal(unsafeBitCast(value, to: Int.self))
            } else {
                output += String(value)
            }
        }

        /// `value` in decimal, as `String(value)` prints it.
        static func decimal(_ value: Int) -> String {
            var magnitude = value.magnitude
            // 19 digits and a sign at most.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
                var start = buffer.count
                repeat {
                    start -= 1
                    buffer[start] = UInt8(truncatingIfNeeded: magnitude % 10) &+ UInt8(ascii: "0")
                    magnitude /= 10
                } while magnitude != 0
                if value < 0 {
                    start -= 1
                    buffer[start] = UInt8(ascii: "-")
                }
                return String(decoding: UnsafeMutableBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
            }
        }

        public mutating func appendInterpolation(_ value: Double) { output += String(format: "%lf", value) }

        public mutating func appendInterpolation(_ value: Float) { output += String(format: "%f", Double(value)) }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            output += String(format: specifier, Int64(value))
        }

        public mutating func appendInterpolation(_ value: Double, specifier: String) {
            output += String(format: specifier, value)
        }

        public mutating func appendInterpolation(_ value: Float, specifier: String) {
            output += String(format: specifier, Double(value))
        }

        public mutating func appendInterpolation(_ text: Text) { output += text.plainText }

        public mutating func appendInterpolation(_ image: Image) { output += "[\(image.name)]" }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            output += format.format(input)
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            output += Text(date, style: style).plainText
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            if let convertible = value as? any CustomStringConvertible {
                output += convertible.description
            } else {
                output += String(describing: value)
            }
        }
    }
}

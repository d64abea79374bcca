/// The numbers the command language accepts: decimal digits with an optional sign, fraction and
/// exponent, finite and of a size a control can take; never `nan`, `inf` or hexadecimal.
package enum NumberSyntax {
    /// The largest magnitude a number may have (a slider's or stepper's value stays far below it).
    package static let limit = 1e15

    /// What to say under an error about a number.
    package static let hint = "write a decimal number like 18, -2, +1 or 0.5 (at most 1e15 either way)"

    /// The value of `text` when it is a decimal number within ``limit``; `nil` otherwise.
    package static func decimal(_ text: String) -> Double? {
        var scalars = Substring(text).unicodeScalars[...]
        if scalars.first == "+" || scalars.first == "-" { scalars.removeFirst() }
        let digits = scalars.prefix { ("0"..."9").contains($0) }
        scalars.removeFirst(digits.count)
        var fraction = 0
        if scalars.first == "." {
            scalars.removeFirst()
            fraction = scalars.prefix { ("0"..."9").contains($0) }.count
            scalars.removeFirst(fraction)
        }
        guard digits.count + fraction > 0 else { return nil }
        if scalars.first == "e" || scalars.first == "E" {
            scalars.removeFirst()
            if scalars.first == "+" || scalars.first == "-" { scalars.removeFirst() }
            let exponent = scalars.prefix { ("0"..."9").contains($0) }.count
            guard exponent > 0 else { return nil }
            scalars.removeFirst(exponent)
        }
        guard scalars.isEmpty, let value = Double(text), value.isFinite, abs(value) <= limit else { return nil }
        return value
    }

    /// The value of `text` when it is a whole number of decimal digits that fits an `Int`.
    package static func wholeNumber(_ text: String) -> Int? {
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(text)
    }
}

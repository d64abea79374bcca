import Testing

@testable import RehearsalUI

@Suite struct LocalizedStringKeyTests {
    @Test("An interpolated Int prints as String(value) does, at both ends of its range and around zero")
    func interpolatedIntegers() {
        let values = [0, 1, -1, 9, 10, -10, 42, 99_999, -123_456_789, Int.max, Int.min, Int.max - 1, Int.min + 1]
        for value in values {
            let key: LocalizedStringKey = "Row \(value)!"
            #expect(key.text == "Row " + String(value) + "!")
            #expect(LocalizedStringKey.StringInterpolation.decimal(value) == String(value))
        }
        let small: LocalizedStringKey = "\(Int8(-128)) \(UInt64.max)"
        #expect(small.text == "-128 18446744073709551615")
    }
}

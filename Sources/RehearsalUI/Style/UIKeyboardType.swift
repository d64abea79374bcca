/// The kind of keyboard a text field asks for, with UIKit's names so unguarded app code compiles.
public enum UIKeyboardType: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case `default`, asciiCapable, numbersAndPunctuation
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // UIKit's spelling.
    case URL
    case numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad

    public var description: String { "." + rawValue }
}

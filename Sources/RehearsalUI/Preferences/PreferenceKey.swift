/// A named value that views produce for their ancestors, as SwiftUI's `PreferenceKey`.
///
/// Views set a value with `preference(key:value:)`; an ancestor reads the value of its whole subtree, the
/// values of its descendants combined in tree order by `reduce(value:nextValue:)`, with `onPreferenceChange`,
/// `overlayPreferenceValue` or `backgroundPreferenceValue`. A subtree that sets no value has `defaultValue`.
public protocol PreferenceKey {
    /// The type of the key's values.
    associatedtype Value

    /// The value of a view that sets none.
    static var defaultValue: Value { get }

    /// Combines `value`, the values seen so far in tree order, with the next one.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A `@State` storage box of any value type, read without knowing the type (preview actions find stores).
package protocol AnyStateBox: AnyObject {
    /// The persisted value, read without registering an observation.
    var anyValue: Any { get }
}

extension StateBox: AnyStateBox {
    package var anyValue: Any { untrackedValue }
}

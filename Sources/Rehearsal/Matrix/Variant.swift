/// One combination of a variant matrix: a value for each axis, applied at every `open` as a trait would be.
public struct Variant: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The `AXIS=VALUE` assignments, in the matrix's axis order: `colorScheme=dark`.
    public var assignments: [String]

    public init(assignments: [String]) {
        self.assignments = assignments
    }

    /// The name reports use: the assignments joined by spaces, `colorScheme=dark dynamicTypeSize=large`.
    public var name: String { assignments.joined(separator: " ") }

    public var description: String { name }
}

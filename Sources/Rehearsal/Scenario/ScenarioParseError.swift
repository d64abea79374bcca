/// Every problem found in one scenario script, in line order.
public struct ScenarioParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The problems, at least one, in the order of their lines.
    public var problems: [ScenarioProblem]

    public init(problems: [ScenarioProblem]) {
        self.problems = problems
    }

    /// One problem a line (with its hint below it), like a compiler's diagnostics.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}

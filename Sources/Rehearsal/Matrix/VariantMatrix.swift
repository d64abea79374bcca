/// The settings a matrix replay varies (`colorScheme=light,dark dynamicTypeSize=large,accessibility3`) and
/// every combination of them, validated against the settings `trait` accepts.
public struct VariantMatrix: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// One setting and the values it takes, in the order given.
    public struct Axis: Equatable, Hashable, Sendable {
        public var name: String
        public var values: [String]
    }

    /// The axes, in the order given.
    public var axes: [Axis]

    /// The most combinations one matrix may have: each is a fresh replay of every script.
    public static let limit = 64

    /// How to write a matrix, for messages.
    public static let example = "colorScheme=light,dark dynamicTypeSize=large,accessibility3"

    /// Reads `AXIS=V1,V2,...` arguments; the error names what was wrong, the valid axes or values, and a fix.
    public static func parse(_ arguments: [String]) throws(CommandError) -> VariantMatrix {
        guard !arguments.isEmpty else {
            throw CommandError(
                "expected one or more AXIS=VALUE,VALUE... arguments, found none",
                hint: "for example: \(example); the axes are \(PreviewSettings.names.joined(separator: ", "))")
        }
        var axes: [Axis] = []
        for argument in arguments {
            let axis = try parseAxis(argument)
            guard !axes.contains(where: { $0.name == axis.name }) else {
                throw CommandError(
                    "the axis \(axis.name) is given twice",
                    hint:
                        "give each axis once with all its values, like \(axis.name)=\(axis.values.joined(separator: ","))"
                )
            }
            axes.append(axis)
        }
        let matrix = VariantMatrix(axes: axes)
        let count = axes.reduce(1) { $0 * $1.values.count }
        guard count <= limit else {
            let sizes = axes.map { String($0.values.count) }.joined(separator: " × ")
            throw CommandError(
                "the matrix has \(count) combinations (\(sizes)), more than the limit of \(limit)",
                hint: "give fewer values or axes; each combination replays every script from a fresh session")
        }
        return matrix
    }

    private static func parseAxis(_ argument: String) throws(CommandError) -> Axis {
        let shown = VisibleText.excerpt(argument)
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty else {
            throw CommandError("expected AXIS=VALUE,VALUE..., found \"\(shown)\"", hint: "for example: \(example)")
        }
        let name = parts[0]
        guard let valid = PreviewSettings.values(of: name) else {
            throw CommandError(
                "no axis named \"\(VisibleText.excerpt(name))\"; the axes are "
                    + PreviewSettings.names.joined(separator: ", ")
                    + NearestMatches.suggestion(name, in: PreviewSettings.names, quote: false),
                hint: "for example: \(example)")
        }
        let values = parts[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        var seen: [String] = []
        for value in values {
            guard !value.isEmpty else {
                throw CommandError(
                    "\(name) has an empty value in \"\(shown)\"",
                    hint:
                        "separate the values by commas, with nothing empty, like \(name)=\(valid.prefix(2).joined(separator: ","))"
                )
            }
            guard valid.contains(value) else {
                throw CommandError(
                    "\(name) has no value \"\(VisibleText.excerpt(value))\"; its values are "
                        + valid.joined(separator: ", ") + NearestMatches.suggestion(value, in: valid, quote: false),
                    hint: "for example: \(name)=\(valid.prefix(2).joined(separator: ","))")
            }
            guard !seen.contains(value) else {
                throw CommandError(
                    "\(name) lists \(value) twice",
                    hint: "give each value once, like \(name)=\(valid.prefix(2).joined(separator: ","))")
            }
            seen.append(value)
        }
        return Axis(name: name, values: seen)
    }

    /// Every combination, the first axis varying slowest: `light large`, `light accessibility3`, `dark large`...
    public var variants: [Variant] {
        var combinations: [[String]] = [[]]
        for axis in axes {
            combinations = combinations.flatMap { prefix in axis.values.map { prefix + ["\(axis.name)=\($0)"] } }
        }
        return combinations.map(Variant.init(assignments:))
    }

    /// The arguments that give this matrix: `colorScheme=light,dark dynamicTypeSize=large,accessibility3`.
    public var description: String {
        axes.map { "\($0.name)=\($0.values.joined(separator: ","))" }.joined(separator: " ")
    }
}

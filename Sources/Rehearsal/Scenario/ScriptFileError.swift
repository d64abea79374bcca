/// Why a script or report could not be read or written, in words: `scripts/a.scenario: permission denied`.
package struct ScriptFileError: Error, Equatable, Sendable, CustomStringConvertible {
    package var path: String
    package var reason: String

    package var description: String { "\(path): \(reason)" }
}

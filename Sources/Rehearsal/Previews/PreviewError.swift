/// A failure to find, build or run a preview, with what was expected, what was found and how to fix it.
public struct PreviewError: Error, Equatable, CustomStringConvertible {
    /// What kind of failure this is, for tools that branch on it.
    public enum Code: String, Sendable, Equatable {
        case previewNotFound
        case stubNotFound
        case stubUnavailable
        case sharedContextFailed
        case sharedContextSuspended
        case missingEnvironmentObject
        case actionNotFound
        case actionTargetNotFound
        case invalidSetting
    }

    public let code: Code
    /// The whole message, as the shell prints it.
    public let message: String
    /// The `#fileID` of the preview concerned, when there is one.
    public let fileID: String?
    /// The line of the preview concerned, when there is one.
    public let line: Int?

    public init(code: Code, message: String, fileID: String? = nil, line: Int? = nil) {
        self.code = code
        self.message = message
        self.fileID = fileID
        self.line = line
    }

    /// A "not found" error: what was asked for, what was expected, and the nearest names if any.
    init(_ code: Code, _ problem: String, expected: String, suggestions: [String]) {
        var message = "error: \(problem); expected \(expected)."
        if !suggestions.isEmpty {
            message += " Did you mean " + suggestions.map { "\"\($0)\"" }.joined(separator: " or ") + "?"
        }
        self.init(code: code, message: message)
    }

    public var description: String { message }
}

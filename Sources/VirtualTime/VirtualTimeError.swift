/// An error from the VirtualTime target: a code, a message saying what was expected and how to fix it, and where.
public struct VirtualTimeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of failure, stable for callers that branch on it.
    public struct Code: Sendable, Hashable, RawRepresentable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Virtual time was needed but no scheduler was installed.
        public static let notInstalled = Code(rawValue: "notInstalled")
    }

    /// The kind of failure.
    public var code: Code
    /// What was expected, what was found, and how to fix it.
    public var message: String
    /// The file that raised the error.
    public var fileID: String
    /// The line that raised the error.
    public var line: Int

    /// An error raised at the caller's location.
    public init(code: Code, message: String, fileID: String = #fileID, line: Int = #line) {
        self.code = code
        self.message = message
        self.fileID = fileID
        self.line = line
    }

    public var description: String { "\(fileID):\(line): \(message)" }
}

/// What the lesson says after the learner's input: text to print, and the command to type next.
public struct LessonReply: Equatable, Sendable {
    /// Everything to print, the explanation included.
    public var text: String
    /// The command the learner should type next, as they would type it; `nil` when the lesson is over.
    public var next: String?

    public init(text: String, next: String?) {
        self.text = text
        self.next = next
    }

    /// Whether the lesson is over.
    public var isFinished: Bool { next == nil }
}

import Foundation

/// A file as its sender describes it, as CoreTransferable's `SentTransferredFile`.
public struct SentTransferredFile: Sendable {
    /// The file on disk.
    public let file: URL
    /// Whether the receiver may read the original file instead of a copy.
    public let allowAccessingOriginalFile: Bool

    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file as its receiver gets it, as CoreTransferable's `ReceivedTransferredFile`.
public struct ReceivedTransferredFile: Sendable {
    /// The received file on disk.
    public let file: URL
    /// Whether `file` is the sender's original file rather than a copy.
    public let isOriginalFile: Bool
}

/// A kind of tag that names a type outside its identifier, as `UniformTypeIdentifiers`' `UTTagClass`: a file name
/// extension or a MIME type.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The tag class's identifier: `public.filename-extension`.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// File name extensions, such as `txt`.
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types, such as `text/plain`.
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}

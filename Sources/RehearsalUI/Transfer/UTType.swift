import Foundation

/// A uniform type identifier, as `UniformTypeIdentifiers`' `UTType` (which Linux lacks): names only, so
/// that document types (`readableContentTypes`) and drops (`onInsert(of:)`) compile and print as written.
///
/// Conformance between types is by identifier alone (a type conforms to itself, and every type to
/// `.item` and `.data`), enough for a headless drop to be accepted or refused.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The reverse-DNS identifier: `public.plain-text`.
    public let identifier: String
    /// The file name extension the type prefers, when it has one.
    public let preferredFilenameExtension: String?

    init(identifier: String, filenameExtension: String? = nil) {
        self.identifier = identifier
        preferredFilenameExtension = filenameExtension
    }

    /// The type with `identifier`, if it is one of the types this minimal table knows or any other
    /// well-formed identifier (the system would look it up).
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self = Self.known.first { $0.identifier == identifier } ?? UTType(identifier: identifier)
    }

    /// The known type whose preferred extension is `filenameExtension`.
    public init?(filenameExtension: String) {
        guard let type = Self.known.first(where: { $0.preferredFilenameExtension == filenameExtension }) else {
            return nil
        }
        self = type
    }

    /// A type the app declares (exports) under `identifier`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType = .data) {
        self.init(identifier: identifier)
    }

    /// A type another app declares, that this app imports under `identifier`.
    public init(importedAs identifier: String, conformingTo parentType: UTType = .data) {
        self.init(identifier: identifier)
    }

    /// Whether this type is `type`, or `type` is the root of every item (`.item`, `.data`, `.content`).
    public func conforms(to type: UTType) -> Bool {
        self == type || [UTType.item, .data, .content].contains(type)
            || (type == .text && [UTType.plainText, .utf8PlainText, .json, .html, .commaSeparatedText].contains(self))
            || (type == .image && [UTType.png, .jpeg].contains(self))
    }

    public var description: String { identifier }

    /// The type as code writes it: `.plainText` for a known type, else `UTType("com.example.note")`.
    package var written: String {
        let names: [UTType: String] = [
            .item: ".item", .content: ".content", .data: ".data", .text: ".text", .plainText: ".plainText",
            .utf8PlainText: ".utf8PlainText", .json: ".json", .html: ".html",
            .commaSeparatedText: ".commaSeparatedText",
            .url: ".url", .fileURL: ".fileURL", .image: ".image", .png: ".png", .jpeg: ".jpeg", .pdf: ".pdf",
        ]
        return names[self] ?? "UTType(\(ValueDescription.quoted(identifier)))"
    }

    public static let item = UTType(identifier: "public.item")
    public static let content = UTType(identifier: "public.content")
    public static let data = UTType(identifier: "public.data")
    public static let text = UTType(identifier: "public.text")
    public static let plainText = UTType(identifier: "public.plain-text", filenameExtension: "txt")
    public static let utf8PlainText = UTType(identifier: "public.utf8-plain-text")
    public static let json = UTType(identifier: "public.json", filenameExtension: "json")
    public static let html = UTType(identifier: "public.html", filenameExtension: "html")
    public static let commaSeparatedText = UTType(
        identifier: "public.comma-separated-values-text", filenameExtension: "csv")
    public static let url = UTType(identifier: "public.url")
    public static let fileURL = UTType(identifier: "public.file-url")
    public static let image = UTType(identifier: "public.image")
    public static let png = UTType(identifier: "public.png", filenameExtension: "png")
    public static let jpeg = UTType(identifier: "public.jpeg", filenameExtension: "jpeg")
    public static let pdf = UTType(identifier: "com.adobe.pdf", filenameExtension: "pdf")

    private static let known: [UTType] = [
        .item, .content, .data, .text, .plainText, .utf8PlainText, .json, .html, .commaSeparatedText, .url, .fileURL,
        .image, .png, .jpeg, .pdf,
    ]
}

internal import Synchronization

/// A uniform type identifier, as `UniformTypeIdentifiers`' `UTType` (which Linux lacks): what document types
/// (`readableContentTypes`), file panels and drops (`onInsert(of:)`) are written with.
///
/// Linux has no system type database, so this one is a fixed table of the common public types (their
/// identifiers, supertypes, file name extensions and MIME types, as Apple declares them) plus the types the app
/// declares itself with `UTType(exportedAs:conformingTo:)` and `UTType(importedAs:conformingTo:)`, which are
/// remembered for the process so that `UTType("com.example.note")` finds the declaration again. Two types are
/// equal when their identifiers are. `conforms(to:)` follows the supertypes; a type conforms to itself.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The reverse-DNS identifier: `public.plain-text`.
    public let identifier: String
    /// The types this type conforms to directly.
    let parents: [UTType]
    /// The tags that name the type elsewhere: its file name extensions and MIME types, preferred first.
    public let tags: [UTTagClass: [String]]
    /// Whether the type comes from a declaration (the table, or the app's own); a dynamic type does not.
    public let isDeclared: Bool
    /// Whether the type was made up for a tag nobody declared (`UTType(filenameExtension: "xyz")`).
    public let isDynamic: Bool
    /// The static member a known type is written as in code (`plainText`); `nil` for any other type.
    package let memberName: String?

    init(
        _ memberName: String?, _ identifier: String, _ parents: [UTType], extensions: [String] = [],
        mime: [String] = [], isDeclared: Bool = true, isDynamic: Bool = false
    ) {
        self.memberName = memberName
        self.identifier = identifier
        self.parents = parents
        var tags: [UTTagClass: [String]] = [:]
        if !extensions.isEmpty { tags[.filenameExtension] = extensions }
        if !mime.isEmpty { tags[.mimeType] = mime }
        self.tags = tags
        self.isDeclared = isDeclared
        self.isDynamic = isDynamic
    }

    /// The type with `identifier`: one of the table's, one the app declared, or else (there is no system
    /// database to ask) a type of that identifier with no supertypes. `nil` for an empty identifier.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self = Self.lookUp(identifier) ?? UTType(nil, identifier, [], isDeclared: false)
    }

    /// The type whose file name extension is `filenameExtension` (case-insensitively) and that conforms to
    /// `supertype`; an extension nobody declared gives a dynamic type conforming to `supertype`. `nil` for an
    /// empty extension, or a known extension whose type does not conform to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        guard let type = Self.typeForTag(filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
        else { return nil }
        self = type
    }

    /// The type whose MIME type is `mimeType` (case-insensitively) and that conforms to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let type = Self.typeForTag(mimeType, tagClass: .mimeType, conformingTo: supertype) else { return nil }
        self = type
    }

    /// The type that `tag` of `tagClass` names, conforming to `supertype` when one is given.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard let type = Self.typeForTag(tag, tagClass: tagClass, conformingTo: supertype) else { return nil }
        self = type
    }

    /// A type the app owns (declares, exports) under `identifier`, conforming to `parentType` (else to `.data`).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = Self.declare(identifier, conformingTo: parentType)
    }

    /// A type another app owns, that this app uses (imports) under `identifier`, conforming to `parentType`
    /// (else to `.data`).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = Self.declare(identifier, conformingTo: parentType)
    }

    /// The types this type conforms to, directly or through them (not itself).
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = parents
        while let next = pending.popLast() {
            if found.insert(next).inserted { pending += next.parents }
        }
        return found
    }

    /// Whether this type is `type` or one of its subtypes.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    /// Whether this type conforms to `type` and is not `type`.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Whether `type` conforms to this type and is not it.
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    /// The file name extension the type prefers (its first), when it has one.
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }

    /// The MIME type the type prefers (its first), when it has one.
    public var preferredMIMEType: String? { tags[.mimeType]?.first }

    /// Whether the identifier is in the `public` domain (Apple's own declarations).
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    public var description: String { identifier }

    public var debugDescription: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// A type is coded as its identifier.
    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        guard let type = UTType(identifier) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected a type identifier such as \"public.plain-text\", found an empty string")
            )
        }
        self = type
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    // MARK: - Declarations

    /// The types the app declared, by identifier (a table, so a type declared twice keeps its first parent).
    private static let declared = Mutex<[String: UTType]>([:])

    private static func declare(_ identifier: String, conformingTo parentType: UTType?) -> UTType {
        if let known = knownByIdentifier[identifier] { return known }
        return declared.withLock { table in
            if let existing = table[identifier] { return existing }
            let type = UTType(nil, identifier, [parentType ?? .data])
            table[identifier] = type
            return type
        }
    }

    private static func lookUp(_ identifier: String) -> UTType? {
        knownByIdentifier[identifier] ?? declared.withLock { $0[identifier] }
    }

    private static func typeForTag(_ tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> UTType? {
        guard !tag.isEmpty else { return nil }
        let lowered = tag.lowercased()
        let matches = known.filter { type in type.tags[tagClass]?.contains { $0.lowercased() == lowered } ?? false }
        if let match = matches.first(where: { supertype.map($0.conforms(to:)) ?? true }) { return match }
        guard matches.isEmpty else { return nil }
        let dynamic = tagClass == .filenameExtension ? "dyn.filename-extension." : "dyn.tag."
        return UTType(
            nil, dynamic + lowered, supertype.map { [$0] } ?? [],
            extensions: tagClass == .filenameExtension ? [tag] : [], mime: tagClass == .mimeType ? [tag] : [],
            isDeclared: false, isDynamic: true)
    }

    // MARK: - The common public types

    public static let item = UTType("item", "public.item", [])
    public static let content = UTType("content", "public.content", [])
    public static let compositeContent = UTType("compositeContent", "public.composite-content", [.content])
    public static let data = UTType("data", "public.data", [.item])
    public static let directory = UTType("directory", "public.directory", [.item])
    public static let folder = UTType("folder", "public.folder", [.directory])
    public static let `package` = UTType("package", "com.apple.package", [.directory])
    public static let bundle = UTType("bundle", "com.apple.bundle", [.directory])
    public static let text = UTType("text", "public.text", [.data, .content])
    public static let plainText = UTType(
        "plainText", "public.plain-text", [.text], extensions: ["txt", "text"], mime: ["text/plain"])
    public static let utf8PlainText = UTType("utf8PlainText", "public.utf8-plain-text", [.plainText])
    public static let utf16PlainText = UTType("utf16PlainText", "public.utf16-plain-text", [.plainText])
    public static let rtf = UTType("rtf", "public.rtf", [.text], extensions: ["rtf"], mime: ["text/rtf"])
    public static let html = UTType("html", "public.html", [.text], extensions: ["html", "htm"], mime: ["text/html"])
    public static let xml = UTType("xml", "public.xml", [.text], extensions: ["xml"], mime: ["application/xml"])
    public static let json = UTType("json", "public.json", [.text], extensions: ["json"], mime: ["application/json"])
    public static let yaml = UTType(
        "yaml", "public.yaml", [.text], extensions: ["yaml", "yml"], mime: ["application/x-yaml"])
    public static let commaSeparatedText = UTType(
        "commaSeparatedText", "public.comma-separated-values-text", [.text], extensions: ["csv"], mime: ["text/csv"])
    public static let tabSeparatedText = UTType(
        "tabSeparatedText", "public.tab-separated-values-text", [.text], extensions: ["tsv"],
        mime: ["text/tab-separated-values"])
    public static let sourceCode = UTType("sourceCode", "public.source-code", [.plainText])
    public static let swiftSource = UTType("swiftSource", "public.swift-source", [.sourceCode], extensions: ["swift"])
    public static let propertyList = UTType(
        "propertyList", "com.apple.property-list", [.data], extensions: ["plist"])
    public static let url = UTType("url", "public.url", [.data])
    public static let fileURL = UTType("fileURL", "public.file-url", [.url])
    public static let image = UTType("image", "public.image", [.data, .content])
    public static let png = UTType("png", "public.png", [.image], extensions: ["png"], mime: ["image/png"])
    public static let jpeg = UTType(
        "jpeg", "public.jpeg", [.image], extensions: ["jpeg", "jpg"], mime: ["image/jpeg"])
    public static let gif = UTType("gif", "com.compuserve.gif", [.image], extensions: ["gif"], mime: ["image/gif"])
    public static let heic = UTType("heic", "public.heic", [.image], extensions: ["heic"], mime: ["image/heic"])
    public static let svg = UTType(
        "svg", "public.svg-image", [.image], extensions: ["svg"], mime: ["image/svg+xml"])
    public static let pdf = UTType(
        "pdf", "com.adobe.pdf", [.data, .compositeContent], extensions: ["pdf"], mime: ["application/pdf"])
    public static let audiovisualContent = UTType(
        "audiovisualContent", "public.audiovisual-content", [.data, .content])
    public static let movie = UTType("movie", "public.movie", [.audiovisualContent])
    public static let video = UTType("video", "public.video", [.movie])
    public static let audio = UTType("audio", "public.audio", [.audiovisualContent])
    public static let mpeg4Movie = UTType(
        "mpeg4Movie", "public.mpeg-4", [.movie], extensions: ["mp4"], mime: ["video/mp4"])
    public static let mp3 = UTType("mp3", "public.mp3", [.audio], extensions: ["mp3"], mime: ["audio/mpeg"])
    public static let archive = UTType("archive", "public.archive", [.data])
    public static let zip = UTType(
        "zip", "public.zip-archive", [.archive], extensions: ["zip"], mime: ["application/zip"])
    public static let executable = UTType("executable", "public.executable", [.item])
    public static let spreadsheet = UTType("spreadsheet", "public.spreadsheet", [.content])
    public static let presentation = UTType("presentation", "public.presentation", [.compositeContent])
    public static let vCard = UTType("vCard", "public.vcard", [.text], extensions: ["vcf"], mime: ["text/vcard"])

    /// Every type of the table, in the order a tag is looked up (the first of a tag wins).
    private static let known: [UTType] = [
        .item, .content, .compositeContent, .data, .directory, .folder, .`package`, .bundle, .text, .plainText,
        .utf8PlainText, .utf16PlainText, .rtf, .html, .xml, .json, .yaml, .commaSeparatedText, .tabSeparatedText,
        .sourceCode, .swiftSource, .propertyList, .url, .fileURL, .image, .png, .jpeg, .gif, .heic, .svg, .pdf,
        .audiovisualContent, .movie, .video, .audio, .mpeg4Movie, .mp3, .archive, .zip, .executable, .spreadsheet,
        .presentation, .vCard,
    ]

    private static let knownByIdentifier: [String: UTType] = Dictionary(
        known.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
}

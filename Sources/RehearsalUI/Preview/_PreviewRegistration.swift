/// Registers one `#Preview`: the macro declares a uniquely named type conforming to this protocol.
///
/// Public only because expansions in other modules conform to it. Rehearsal's catalog finds every conforming
/// type by scanning the protocol conformance records of the loaded images, so no list is written by hand.
/// `@_alwaysEmitConformanceMetadata` keeps those records in release builds, where nothing else uses them.
@_alwaysEmitConformanceMetadata
public protocol _PreviewRegistration {
    /// The name given to `#Preview`, or `nil` when it has none.
    static var previewName: String? { get }
    /// The `#fileID` of the file that holds the `#Preview` (`Module/File.swift`).
    static var previewFileID: String { get }
    /// The line of the `#Preview`.
    static var previewLine: Int { get }
    /// The column of the `#Preview`, to order two on one line.
    static var previewColumn: Int { get }

    /// Builds the preview from the macro's closure and traits.
    @MainActor static func makePreview() -> Preview
}

import Foundation

/// A file or a folder of files in memory, as Foundation's `FileWrapper` (which Foundation on Linux lacks):
/// what a `FileDocument` reads from and writes to. Headless, no file is ever read or written.
open class FileWrapper {
    /// The file's contents, for a regular file.
    open private(set) var regularFileContents: Data?
    /// The files a folder holds, by name.
    open private(set) var fileWrappers: [String: FileWrapper]?
    /// The name the file prefers in its folder.
    open var preferredFilename: String?
    /// The file's name on disk; headless, the preferred name.
    open var filename: String?

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        regularFileContents = contents
    }

    /// A folder holding `childrenByPreferredName`.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        fileWrappers = childrenByPreferredName
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
            child.preferredFilename = name
        }
    }

    /// Whether it is a regular file.
    open var isRegularFile: Bool { regularFileContents != nil }
    /// Whether it is a folder.
    open var isDirectory: Bool { fileWrappers != nil }

    /// Adds `child` to a folder under its preferred name, returning that name.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        let name = child.preferredFilename ?? "file \((fileWrappers?.count ?? 0) + 1)"
        fileWrappers?[name] = child
        return name
    }

    /// Adds a regular file holding `data` to a folder under `fileName`.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }
}

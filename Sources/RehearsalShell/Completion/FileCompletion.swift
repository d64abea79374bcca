import Foundation

/// Paths that extend a typed prefix, for `record` and `replay`: files, and folders ending in `/`.
enum FileCompletion {
    /// The entries of the prefix's folder whose names start with its last component, sorted; dot files
    /// only when the component starts with a dot. Relative prefixes are read from `directory`.
    static func candidates(for prefix: String, in directory: String) -> [String] {
        let slash = prefix.lastIndex(of: "/")
        let folder = slash.map { String(prefix[...$0]) } ?? ""
        let start = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
        let base = folder.hasPrefix("/") ? folder : directory + "/" + folder
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base.isEmpty ? "." : base) else {
            return []
        }
        return names.filter { $0.hasPrefix(start) && (start.hasPrefix(".") || !$0.hasPrefix(".")) }.sorted().map {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: base + $0, isDirectory: &isDirectory)
            return folder + $0 + (isDirectory.boolValue ? "/" : "")
        }
    }
}

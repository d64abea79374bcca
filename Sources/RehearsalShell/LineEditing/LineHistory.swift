import CEditLine
package import Foundation

/// The lines entered in the shell, in libedit's history list, kept in a private file across runs.
///
/// The file is rewritten after every entered line, so a shell that is killed loses nothing; its folder is
/// created `0700` and the file `0600`, because commands can hold data the user would not want to share.
package final class LineHistory {
    /// libedit's list; `EditLine` walks it for Up, Down and Ctrl-R.
    package let list: OpaquePointer

    /// Where the history is kept, or `nil` to keep it in memory only.
    package let fileURL: URL?

    /// Why the history cannot be saved, when it cannot; set once, at the first failure.
    package private(set) var problem: String?

    /// How many lines are kept.
    package static let capacity: Int32 = 1000

    /// An empty list in memory, filled from `fileURL` when that file exists.
    package init?(fileURL: URL?) {
        guard let list = history_init() else { return nil }
        self.list = list
        self.fileURL = fileURL
        // libedit keeps nothing until a size is set.
        _ = ceditline_history_set_size(list, Self.capacity)
        _ = ceditline_history_set_unique(list, 1)
        if let fileURL, FileManager.default.fileExists(atPath: fileURL.path) {
            if ceditline_history_load(list, fileURL.path) < 0 {
                problem = "cannot read the history file \(fileURL.path). To fix, remove or repair it."
            }
        }
    }

    deinit {
        history_end(list)
    }

    /// Adds `line` as the newest entry, unless it is blank or repeats the newest, and saves the file.
    package func enter(_ line: String) {
        guard line.contains(where: { !$0.isWhitespace }) else { return }
        _ = ceditline_history_enter(list, line)
        save()
    }

    /// Writes every entry to the file, creating its folder (`0700`) and the file (`0600`) first.
    private func save() {
        guard let fileURL, problem == nil else { return }
        let fileManager = FileManager.default
        let folder = fileURL.deletingLastPathComponent()
        do {
            if !fileManager.fileExists(atPath: folder.path) {
                try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
                try fileManager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
            }
            // Created private before libedit writes, so the lines are never readable by others.
            if !fileManager.fileExists(atPath: fileURL.path) {
                guard
                    fileManager.createFile(atPath: fileURL.path, contents: nil, attributes: [.posixPermissions: 0o600])
                else {
                    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: fileURL.path])
                }
            }
        } catch {
            let reason = error.localizedDescription.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
            problem = """
                cannot create \(fileURL.path) (\(reason)). \
                To fix, make its folder writable, or set XDG_STATE_HOME to a writable folder.
                """
            return
        }
        if ceditline_history_save(list, fileURL.path) < 0 {
            problem = "cannot write the history file \(fileURL.path). To fix, make it writable."
        }
    }
}

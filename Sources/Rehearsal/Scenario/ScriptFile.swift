package import Foundation

/// Reads and writes scenario scripts and reports safely: only regular files, through symbolic links,
/// keeping an existing file's permissions and line endings, with errors in words.
///
/// A write goes to a temporary file beside the target, then renames over it, so a crash leaves either the
/// old file or the new one. The target is the file a symbolic link points to, never the link itself.
package enum ScriptFile {
    /// What a path holds, for messages: `a directory`, `a FIFO`, `a character device`.
    package static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFREG: "a regular file"
        default: "not a regular file"
        }
    }

    /// The text of the regular file at `path`; the error says why it cannot be read.
    package static func read(_ path: String) throws(ScriptFileError) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { throw ScriptFileError(path: path, reason: reason(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw ScriptFileError(path: path, reason: "it is \(kind(of: info.st_mode)), not a file")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ScriptFileError(path: path, reason: reason(errno)) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw ScriptFileError(path: path, reason: reason(errno)) }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a regular file (or a link to one) is at `path`.
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Writes `text` to `path`: refuses anything but a regular file, follows symbolic links, keeps the
    /// existing file's mode, and its CRLF line endings when it had them.
    package static func write(_ text: String, to path: String) throws(ScriptFileError) {
        let target = resolved(path)
        var info = stat()
        var mode: mode_t = 0o644
        var content = text
        if stat(target, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw ScriptFileError(
                    path: path, reason: "it is \(kind(of: info.st_mode)); only regular files are written")
            }
            mode = info.st_mode & 0o7777
            if let old = try? read(target), old.utf8.contains(UInt8(ascii: "\r")), old.contains("\r\n") {
                content = crlf(text)
            }
        } else {
            let saved = errno
            guard saved == ENOENT else { throw ScriptFileError(path: path, reason: reason(saved)) }
            var mask = umask(0)
            umask(mask)
            mask &= 0o777
            mode = 0o666 & ~mask
        }
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/.\(name).\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let saved = errno
            let folder = directory.isEmpty ? "." : directory
            // A folder that exists but takes no new file (`/proc`, `/sys`) answers ENOENT: say what is wrong.
            guard saved == ENOENT, access(folder, F_OK) == 0 else {
                throw ScriptFileError(path: path, reason: reason(saved))
            }
            throw ScriptFileError(
                path: path,
                reason: "the folder \(folder) takes no new files, and a script is written beside its old version "
                    + "first, then renamed over it")
        }
        var bytes = Array(content.utf8)
        var offset = 0
        var failure: Int32?
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes {
                Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            offset += written
        }
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = errno }
        if failure == nil, fsync(descriptor) != 0, errno != EINVAL { failure = errno }
        close(descriptor)
        if failure == nil, rename(temporary, target) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw ScriptFileError(path: path, reason: reason(failure))
        }
    }

    /// The file a chain of symbolic links ends at (the path itself when it is no link).
    package static func resolved(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                return current
            }
            current =
                destination.hasPrefix("/")
                ? destination
                : ((current as NSString).deletingLastPathComponent as NSString)
                    .appendingPathComponent(destination)
        }
        return current
    }

    /// `text` with every line ending `\r\n`.
    static func crlf(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
    }

    /// `errno` in words, lower case: `permission denied`.
    package static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file or directory"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "it is a directory"
        case ENOSPC: "no space left on the device"
        case EROFS: "the file system is read-only"
        case ENOTDIR: "a part of the path is not a directory"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes the stand-in executables the hosting tests run (a `swift` that records its arguments, for example).
///
/// `Data.write(to:)` opens its file without `O_CLOEXEC`: a process another test starts at that moment inherits the
/// descriptor open for writing, and until that process ends the kernel refuses to run the file (`ETXTBSY`, "text
/// file busy", seen as "cannot run .../swift" from the build). Here the file is written through a descriptor that
/// no child keeps.
enum ExecutableScript {
    /// Writes `text` to `url` (replacing a file the test made before) with mode 0755.
    static func write(_ text: String, to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
            written += count
        }
        guard fchmod(descriptor, 0o755) == 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
        }
    }
}

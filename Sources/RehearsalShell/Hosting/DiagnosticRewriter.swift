/// Rewrites the build output of the host package so that it speaks of the user's files, not the host's.
///
/// The compiler names a source by the path it was given, inside the host package's `_user` symlink; the
/// user should see (and click) the real path. SwiftPM's warnings about the mirrored path dependencies
/// having the identities of the user's own dependencies are the host's business, so they are dropped.
package struct DiagnosticRewriter: Sendable {
    /// The host's `Sources/NAME/_user/` prefix and the user's directory it stands for, per target.
    private let replacements: [(String, String)]

    package init(spec: HostPackageSpec) {
        replacements = spec.targets.map { target in
            let host = spec.hostDirectory + "/Sources/\(target.name)/_user"
            return (host, target.directory)
        }
    }

    /// The line as the user should see it, or `nil` when it should not be shown.
    package func rewrite(_ line: String) -> String? {
        if line.contains("conflicting identity") || line.contains("identity conflict") { return nil }
        var result = line
        for (host, user) in replacements where result.contains(host) {
            result = result.replacingOccurrences(of: host, with: user)
        }
        return result
    }
}

#if canImport(Glibc)
    import Glibc
#endif

/// The test hook that makes start-up checks of private dependencies fail, to prove how each degrades.
///
/// `REHEARSE_FAIL_STARTUP_CHECK` holds check names separated by commas (`clock,symbols`), or `all`. A check
/// it names reports its dependency as not what the code expects, and the feature behind it degrades as it
/// would on a toolchain whose layout changed. The names are those `StartupChecks` prints.
package enum StartupCheckHook {
    /// The variable's name.
    package static let variable = "REHEARSE_FAIL_STARTUP_CHECK"

    private static let forced: [String] = {
        guard let value = getenv(variable) else { return [] }
        return String(cString: value).split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }
    }()

    /// Whether the hook makes the check `name` fail.
    package static func forcesFailure(of name: String) -> Bool {
        forced.contains(name) || forced.contains("all")
    }
}

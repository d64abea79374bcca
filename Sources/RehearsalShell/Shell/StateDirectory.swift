package import Foundation

/// Where the shell keeps what outlives a run (history, lesson progress): `$XDG_STATE_HOME/rehearsal`, else
/// `~/.local/state/rehearsal`, with `~` from `HOME` or, when `HOME` is unset, from the user database.
package enum StateDirectory {
    /// The directory, or `nil` when neither variable nor the user database names a home.
    package static func url(environment: [String: String]) -> URL? {
        // The XDG Base Directory specification tells programs to ignore a relative path.
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state, isDirectory: true).appendingPathComponent("rehearsal", isDirectory: true)
        }
        guard let home = home(environment: environment) else { return nil }
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/state/rehearsal", isDirectory: true)
    }

    /// `HOME` when it is an absolute path, else the home directory of this user in the user database.
    static func home(environment: [String: String]) -> String? {
        if let home = environment["HOME"], home.hasPrefix("/") { return home }
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        let path = String(cString: directory)
        return path.hasPrefix("/") ? path : nil
    }
}

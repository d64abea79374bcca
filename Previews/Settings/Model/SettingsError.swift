import RehearsalUI

/// Why the settings service could not answer.
enum SettingsError: Error, Equatable, LocalizedError {
    /// The service that syncs settings across devices could not be reached.
    case unreachable

    var errorDescription: String? {
        switch self {
        case .unreachable: "Your settings couldn't be synced. Check your connection and try again."
        }
    }
}

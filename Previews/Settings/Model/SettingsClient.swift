import RehearsalUI

/// The service that syncs the reader's settings across devices, shared through the environment.
///
/// It answers after `delay`, sleeping with `Task.sleep`, and throws `failure` when one is set.
@Observable @MainActor
final class SettingsClient {
    /// How long each request takes.
    var delay: Duration
    /// The error every request throws, or `nil` when the service answers.
    var failure: SettingsError?

    @ObservationIgnored private var saved: SavedSettings?

    init(saved: SavedSettings? = nil, delay: Duration = .seconds(1), failure: SettingsError? = nil) {
        self.saved = saved
        self.delay = delay
        self.failure = failure
    }

    /// The settings saved on another device, or `nil` when the reader never changed any.
    func fetch() async throws -> SavedSettings? {
        try await Task.sleep(for: delay)
        if let failure { throw failure }
        return saved
    }
}

import RehearsalUI

/// Where the user is in Inkwell: the selected tab and the library's navigation path.
///
/// Owning both in one observable object lets a deep link switch tab and replace the path in one step.
@Observable @MainActor
final class AppNavigation {
    var tab: AppTab = .library
    var libraryPath: [LibraryRoute] = []

    /// Follows `inkwell://book/ID` to that book in the library tab; other URLs are ignored.
    func open(_ url: URL) {
        guard url.scheme == "inkwell", url.host() == "book", let id = Int(url.lastPathComponent) else { return }
        tab = .library
        libraryPath = [.book(id)]
    }
}

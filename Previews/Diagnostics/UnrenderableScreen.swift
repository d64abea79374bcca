import Observation
import RehearsalUI

/// A profile that only the app injects: no preview stub provides one, so a preview that forgets it fails.
@MainActor @Observable final class ProfileStore {
    var name = "Ada"
}

/// A screen that cannot render in each of its previews, on purpose: `open` must fail and keep the session.
///
/// Each preview shows one way a body can fail before anything is on screen: it reads an environment object
/// nobody injected, it keeps invalidating itself, its body traps in the standard library, or it never returns.
struct UnrenderableScreen: View {
    /// How the body fails.
    enum Failure {
        case missingStore, updateLoop, indexOutOfRange, hang
    }

    let failure: Failure

    var body: some View {
        switch failure {
        case .missingStore: ProfileHeader()
        case .updateLoop: RunawayCounter()
        case .indexOutOfRange: RecentItems(items: [])
        case .hang: EndlessLayout()
        }
    }
}

/// Reads a `ProfileStore` that the preview does not inject.
struct ProfileHeader: View {
    @Environment(ProfileStore.self) private var profile

    var body: some View {
        Text("Hello, \(profile.name)")
    }
}

/// Writes the counter it reads after every change: views never stop invalidating.
struct RunawayCounter: View {
    @State private var count = 0

    var body: some View {
        Text("Count: \(count)")
            .onChange(of: count, initial: true) { count += 1 }
    }
}

/// Shows the first of its items without checking that there is one.
struct RecentItems: View {
    let items: [String]

    var body: some View {
        Text("Latest: \(items[0])")
    }
}

/// A body that never returns.
struct EndlessLayout: View {
    var body: some View {
        var width = 1
        while width > 0 { width = width % 1_000 + 1 }
        return Text("Width \(width)")
    }
}

#Preview("Missing store") {
    UnrenderableScreen(failure: .missingStore)
}

#Preview("Update loop") {
    UnrenderableScreen(failure: .updateLoop)
}

#Preview("Index out of range") {
    UnrenderableScreen(failure: .indexOutOfRange)
}

#Preview("Hanging body") {
    UnrenderableScreen(failure: .hang)
}

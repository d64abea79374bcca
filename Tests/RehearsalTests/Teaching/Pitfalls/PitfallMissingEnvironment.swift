import RehearsalUI

/// A service views find in the environment.
@Observable @MainActor
final class FixtureClient {
    var greeting = "Hello"
}

/// Reads the client from the environment.
struct ClientGreeting: View {
    @Environment(FixtureClient.self) private var client

    var body: some View {
        Text(client.greeting)
    }
}

#Preview("Provoked") {
    ClientGreeting()
}

#Preview("Idiomatic") {
    ClientGreeting()
        .environment(FixtureClient())
}

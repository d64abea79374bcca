import RehearsalUI

/// The load phases of the cancellation fixtures.
enum FixturePhase {
    case loading
    case loaded(Int)
    case failed(String)
}

/// Shows any error, cancellation included, as the error's description.
struct CancellationShown: View {
    @State private var page = 1
    @State private var phase = FixturePhase.loading

    var body: some View {
        VStack {
            Button("Next") { page += 1 }
            switch phase {
            case .loading: ProgressView()
            case .loaded(let page): Text("Page \(page)")
            case .failed(let message): Text(message)
            }
        }
        .task(id: page) {
            do {
                try await Task.sleep(for: .seconds(1))
                phase = .loaded(page)
            } catch {
                phase = .failed(error.localizedDescription)
            }
        }
    }
}

/// Treats a cancellation as a failure with a message of its own.
struct CancellationFailed: View {
    @State private var page = 1
    @State private var phase = FixturePhase.loading

    var body: some View {
        VStack {
            Button("Next") { page += 1 }
            if case .failed(let message) = phase { Text(message) }
        }
        .task(id: page) {
            do {
                try await Task.sleep(for: .seconds(1))
                phase = .loaded(page)
            } catch {
                phase = .failed("Could not load the page")
            }
        }
    }
}

/// Leaves the phase alone when its load is cancelled.
struct CancellationIgnored: View {
    @State private var page = 1
    @State private var phase = FixturePhase.loading

    var body: some View {
        VStack {
            Button("Next") { page += 1 }
            if case .failed(let message) = phase { Text(message) }
        }
        .task(id: page) {
            do {
                try await Task.sleep(for: .seconds(1))
                phase = .loaded(page)
            } catch is CancellationError {
                return
            } catch {
                phase = .failed(error.localizedDescription)
            }
        }
    }
}

#Preview("Provoked") {
    CancellationShown()
}

#Preview("Provoked silently") {
    CancellationFailed()
}

#Preview("Idiomatic") {
    CancellationIgnored()
}

import RehearsalUI

/// Writes its own state while its body is evaluated.
struct BodyWriter: View {
    @State private var isSeen = false

    var body: some View {
        markSeen()
        return Text(isSeen ? "Seen" : "New")
    }

    private func markSeen() {
        if !isSeen { isSeen = true }
    }
}

/// Writes its state in `onAppear`, after the update.
struct AppearWriter: View {
    @State private var isSeen = false

    var body: some View {
        Text(isSeen ? "Seen" : "New")
            .onAppear { isSeen = true }
    }
}

#Preview("Provoked") {
    BodyWriter()
}

#Preview("Idiomatic") {
    AppearWriter()
}

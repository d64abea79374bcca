import RehearsalUI

/// Buttons whose `PrimitiveButtonStyle` decides when they fire: "Delete all" and "Send" fire on a long press
/// (`longpress`, the style calls `configuration.trigger()`; a tap does nothing), and the style colours a
/// destructive role red; "Retry" is drawn by a style that wraps `Button(configuration)`, so `press`,
/// `release` and `release --cancel` reach it.
struct PrimitiveStyleGallery: View {
    @State private var deletes = 0
    @State private var sends = 0
    @State private var retries = 0

    var body: some View {
        VStack {
            Button("Delete all", role: .destructive) { deletes += 1 }
                .buttonStyle(HoldToConfirmButtonStyle())
            Button("Send") { sends += 1 }
                .buttonStyle(HoldToConfirmButtonStyle())
            Button("Retry") { retries += 1 }
                .buttonStyle(OutlinedButtonStyle())
            Text("Deleted \(deletes), sent \(sends), retried \(retries)")
        }
    }
}

/// Fires its button on a long press only, red for a destructive role.
struct HoldToConfirmButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.blue)
            .onLongPressGesture { configuration.trigger() }
    }
}

/// A plain button from the configuration, with a border: it fires as a button does.
struct OutlinedButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .border(Color.gray)
    }
}

#Preview("Primitive styles") {
    PrimitiveStyleGallery()
}

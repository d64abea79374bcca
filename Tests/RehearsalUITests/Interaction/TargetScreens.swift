import Foundation

@testable import RehearsalUI

/// Screens whose elements exercise the interaction layer's errors.
enum Targets {
    struct Screen: View {
        @State private var agree = false
        @State private var flavor = "Vanilla"

        var body: some View {
            NavigationStack {
                VStack {
                    Button("Try Again") {}
                    Button("Delete") {}.accessibilityIdentifier("deleteDraft")
                    Button("Delete") {}.accessibilityIdentifier("deleteBook")
                    Text("Note")
                    Text("Note")
                    Button("Submit") {}.disabled(!agree)
                    Toggle("I agree", isOn: $agree)
                    Text("Secret").accessibilityHidden(true)
                    Picker("Flavor", selection: $flavor) {
                        Text("Vanilla").tag("Vanilla")
                        Text("Chocolate").tag("Chocolate")
                    }
                    NavigationLink("Details", value: 1)
                }
                .navigationTitle("Form")
                .navigationDestination(for: Int.self) { id in Text("Details \(id)") }
            }
        }
    }

    /// A link outside any navigation container.
    struct Unhosted: View {
        var body: some View {
            NavigationLink("Orphan", value: 1)
        }
    }
}

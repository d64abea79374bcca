import Foundation
import Testing

@testable import RehearsalUI

@MainActor @Suite struct ErrorAlertTests {
    struct SaveError: LocalizedError {
        let file: String
        var errorDescription: String? { "Could not save \(file)" }
        var recoverySuggestion: String? { "Check the disk has room." }
    }

    struct Editor: View {
        @State private var isShowingError = false
        @State private var error: SaveError?

        var body: some View {
            Button("Save") {
                error = SaveError(file: "notes.txt")
                isShowingError = true
            }
            .alert(isPresented: $isShowingError, error: error) { _ in
                Button("Retry") {}
                Button("Cancel", role: .cancel) {}
            } message: { error in
                Text(error.recoverySuggestion ?? "")
            }
        }
    }

    @Test("alert(isPresented:error:) titles the alert with the error's description and makes the message from it")
    func errorAlert() throws {
        let screen = DrivenScreen(Editor())
        #expect(screen.path == "")
        try screen.interactor.tap(screen.target("button \"Save\""))
        screen.graph.flush()
        #expect(screen.path == #"alert "Could not save notes.txt""#)
        #expect(
            screen.ax == """
                alert "Could not save notes.txt"
                  staticText "Check the disk has room."
                  button "Retry"
                  button "Cancel"
                """)
        try screen.interactor.dismiss()
        screen.graph.flush()
        #expect(screen.path == "")
    }
}

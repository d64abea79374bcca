import Testing

@testable import RehearsalUI

@MainActor @Suite struct ProgressViewTests {
    @Test("Progress views print their title and how much is done") func printedForms() {
        let mounted = MountedView(
            VStack {
                ProgressView()
                ProgressView("Loading tasks...")
                ProgressView(value: 0.25)
                ProgressView("Uploading", value: 3.0, total: 4)
            })
        #expect(
            mounted.tree == """
                VStack
                  ProgressView
                  ProgressView "Loading tasks..."
                  ProgressView value=0.25
                  ProgressView "Uploading" value=3 total=4
                """)
        #expect(mounted.element("progressIndicator", "Uploading")?.accessibility?.value == "75%")
        #expect(mounted.element("progressIndicator", "Loading tasks...")?.accessibility?.value == nil)
    }
}

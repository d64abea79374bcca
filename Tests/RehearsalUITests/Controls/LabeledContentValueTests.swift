import Testing

@testable import RehearsalUI

@MainActor @Suite struct LabeledContentValueTests {
    struct Row: View {
        var body: some View {
            Form {
                LabeledContent("Pages", value: "320")
                LabeledContent("Added") { Text(VirtualNow.start, style: .date) }
            }
        }
    }

    @Test("A labeled text reads as one element whose value is the text") func textContentIsTheValue() {
        let graph = ViewGraph()
        graph.mount(Row())
        #expect(
            AccessibilityTreeRenderer.render(AccessibilityTreeBuilder.snapshot(of: graph)) == """
                staticText "Pages" value="320"
                staticText "Added" value="January 1, 2026"
                """)
    }
}

import Testing

@testable import RehearsalUI

@MainActor @Suite struct LabelTests {
    @Test("Labels print their title and image; built from views, their parts") func printedForms() {
        let mounted = MountedView(
            VStack {
                Label("Delete", systemImage: "trash")
                Label("Logo", image: "logo")
                Label {
                    Text("Custom")
                } icon: {
                    Circle()
                }
                Spacer()
                Spacer(minLength: 8)
                Divider()
            })
        #expect(
            mounted.tree == """
                VStack
                  Label "Delete" systemImage: "trash"
                  Label "Logo" image: "logo"
                  Label
                    Text "Custom"
                    Circle
                  Spacer
                  Spacer minLength=8
                  Divider
                """)
        #expect(mounted.element("staticText", "Delete") != nil)
        #expect(
            mounted.elementNodes.first { $0.element?.name == "Label" && $0.element?.summary == "" }?
                .element?.accessibility?.label == "Custom")
    }

    @Test("Images are named by their label, else their name; decorative images are hidden") func images() {
        let mounted = MountedView(
            VStack {
                Image(systemName: "star")
                Image("cover", label: Text("Book cover"))
                Image(decorative: "divider")
            })
        #expect(mounted.element("image", "star") != nil)
        #expect(mounted.element("image", "Book cover") != nil)
        #expect(mounted.element("image", "divider")?.accessibility?.isHidden == true)
    }

    @Test("LabeledContent prints its label and value") func labeledContent() {
        let mounted = MountedView(
            Form {
                LabeledContent("Pages", value: "320")
                LabeledContent("Price", value: 12, format: .number)
                LabeledContent("Rating") { Text("★★★") }
            })
        #expect(
            mounted.tree == """
                Form
                  LabeledContent "Pages" value: "320"
                  LabeledContent "Price" value: "12"
                  LabeledContent "Rating"
                    Text "★★★"
                """)
        #expect(mounted.element("staticText", "Pages")?.accessibility?.value == "320")
    }
}

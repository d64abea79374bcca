import Foundation
import RehearsalUI
import Testing
import VirtualTime

/// Containers from SwiftUI that real apps use: disclosure groups, group boxes, control groups and
/// `ViewThatFits`, with their place in the tree, their accessibility and the verbs that drive them.
@MainActor @Suite struct ViewsBreadthTests {
    struct Disclosures: View {
        @State private var showsDetails = true

        var body: some View {
            VStack {
                DisclosureGroup("Advanced") {
                    Toggle("Verbose", isOn: .constant(false))
                }
                DisclosureGroup("Details", isExpanded: $showsDetails) {
                    Text("Size 12 KB")
                }
                DisclosureGroup {
                    Text("Inside")
                } label: {
                    Label("Custom", systemImage: "gear")
                }
            }
        }
    }

    @Test("A disclosure group shows its content only when expanded; a tap or toggle expands or collapses it")
    func disclosureGroup() throws {
        try withVirtualTime { _ in
            let mounted = ViewsBreadthMount(Disclosures())
            #expect(
                mounted.tree == """
                    Disclosures  @State showsDetails=true
                      VStack
                        DisclosureGroup "Advanced" collapsed
                        DisclosureGroup "Details" expanded
                          Text "Size 12 KB"
                        DisclosureGroup "Custom" collapsed
                    """)
            try mounted.interactor.tap(TargetQuery(label: "Advanced"))
            try mounted.interactor.toggle(TargetQuery(role: "disclosureTriangle", label: "Details"))
            mounted.graph.flush()
            #expect(
                mounted.ax == """
                    disclosureTriangle "Advanced" value="expanded"
                    toggle "Verbose" value="off"
                    disclosureTriangle "Details" value="collapsed"
                    disclosureTriangle "Custom" value="collapsed"
                    """)
        }
    }

    struct Boxes: View {
        var body: some View {
            VStack {
                GroupBox("Account") {
                    Text("Signed in")
                }
                GroupBox {
                    Text("Plain")
                }
                GroupBox {
                    Text("Labelled")
                } label: {
                    Label("Storage", systemImage: "internaldrive")
                }
                ControlGroup {
                    Button("Bold") {}
                    Button("Italic") {}
                }
                ControlGroup("Format") {
                    Button("Underline") {}
                }
                ViewThatFits {
                    Text("A long, wide label")
                    Text("Short")
                }
                ViewThatFits(in: .horizontal) {
                    Text("Only child")
                }
            }
        }
    }

    @Test("Group boxes and control groups hold their content; ViewThatFits shows its first child")
    func boxes() {
        withVirtualTime { _ in
            let mounted = ViewsBreadthMount(Boxes())
            #expect(
                mounted.tree == """
                    Boxes
                      VStack
                        GroupBox "Account"
                          Text "Signed in"
                        GroupBox
                          Text "Plain"
                        GroupBox
                          .label
                            Label "Storage" systemImage: "internaldrive"
                          Text "Labelled"
                        ControlGroup
                          Button "Bold"
                          Button "Italic"
                        ControlGroup "Format"
                          Button "Underline"
                        ViewThatFits shows the first child
                          Text "A long, wide label"
                        ViewThatFits shows the first child
                          Text "Only child"
                    """)
            #expect(
                mounted.ax == """
                    header "Account"
                    staticText "Signed in"
                    staticText "Plain"
                    staticText "Storage"
                    staticText "Labelled"
                    button "Bold"
                    button "Italic"
                    button "Underline"
                    staticText "A long, wide label"
                    staticText "Only child"
                    """)
        }
    }
}

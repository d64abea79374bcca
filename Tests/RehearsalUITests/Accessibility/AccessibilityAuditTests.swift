import Testing

@testable import RehearsalUI

/// A screen with one of each problem the audit finds, each made by a different view.
enum Audited {
    struct BookHeader: View {
        var body: some View {
            VStack {
                Image("cover")
                Image("cover", label: Text("Cover of Dune"))
                Image(systemName: "star")
                Image(decorative: "divider")
            }
        }
    }

    struct ActionBar: View {
        var body: some View {
            HStack {
                Button {
                } label: {
                    Image(systemName: "plus")
                }
                Button {
                } label: {
                    Image(systemName: "trash")
                }.accessibilityLabel("Delete book")
                Button {
                } label: {
                    Image(decorative: "sparkles")
                }
                Button("Share") {}
            }
        }
    }

    struct Row: View {
        let title: String

        var body: some View {
            Text(title).accessibilityIdentifier("row")
        }
    }

    struct Screen: View {
        var body: some View {
            VStack {
                BookHeader()
                ActionBar()
                Row(title: "Dune")
                Row(title: "Emma")
            }
        }
    }
}

@MainActor @Suite struct AccessibilityAuditTests {
    @Test("The audit names each problem, the view that made it, and the fix") func findings() {
        let screen = DrivenScreen(Audited.Screen())
        #expect(
            screen.ax == """
                image "cover"
                image "Cover of Dune"
                image "star"
                button "plus"
                button "Delete book"
                button
                button "Share"
                staticText "Dune" #row
                staticText "Emma" #row
                """)
        #expect(
            screen.audit == """
                warning: image "cover" in BookHeader has no label, so VoiceOver reads its file name. To fix, use \
                Image(_:label:), add .accessibilityLabel("..."), or Image(decorative:) if it only decorates.
                warning: button "plus" in ActionBar is named only by its image's name ("plus"). To fix, add \
                .accessibilityLabel("...") saying what it does.
                warning: button in ActionBar has no accessible name, so VoiceOver reads only "button". To fix, give it a \
                text label or .accessibilityLabel("...").
                warning: identifier #row is used by 2 elements on this screen: staticText "Dune" in Row, staticText \
                "Emma" in Row. Tests and `#row` targets cannot tell them apart. To fix, give each its own \
                .accessibilityIdentifier (add the row's id to it in a ForEach).
                """)
        #expect(
            AccessibilityAudit.json(AccessibilityAudit.findings(screen.interactor.snapshot)).serialized().hasPrefix(
                #"[{"kind":"unlabelledImage","element":"image \"cover\"","view":"BookHeader","#))
    }

    @Test("A clean screen has no findings") func clean() {
        let screen = DrivenScreen(
            VStack {
                Button("Add") {}
                Image("cover", label: Text("Cover"))
            })
        #expect(screen.audit == "no accessibility problems found")
    }
}

import Testing

@testable import RehearsalUI

/// Section headers of grouped and inset-grouped lists read in capitals, as iOS shows and exposes them.
@MainActor @Suite struct SectionHeaderCaseTests {
    struct Meeting: View {
        let style: _BuiltInListStyle

        var body: some View {
            List {
                Section(header: Text("Meeting Info")) {
                    Text("Standup")
                }
                Section(header: Text("Attendees").textCase(nil)) {
                    Text("Ada")
                }
            }
            .listStyle(style)
        }
    }

    func ax(_ style: _BuiltInListStyle) -> String {
        let mounted = MountedView(Meeting(style: style))
        return AccessibilityTreeRenderer.render(AccessibilityTreeBuilder.snapshot(of: mounted.graph))
    }

    @Test("An inset-grouped or grouped list's headers read in capitals, unless .textCase(nil)")
    func groupedHeadersInCapitals() {
        let expected = """
            list
              header "MEETING INFO"
              staticText "Standup"
              header "Attendees"
              staticText "Ada"
            """
        #expect(ax(.insetGrouped) == expected)
        #expect(ax(.grouped) == expected)
    }

    @Test("A plain list's headers read as written")
    func plainHeadersAsWritten() {
        #expect(
            ax(.plain) == """
                list
                  header "Meeting Info"
                  staticText "Standup"
                  header "Attendees"
                  staticText "Ada"
                """)
    }
}

import Testing

@testable import RehearsalUI

@MainActor @Suite struct AccessibilityModifierTests {
    @Test("Label, hint, value, identifier and traits print as DESIGN.md shows") func lines() {
        let screen = DrivenScreen(
            VStack {
                Text("Books").accessibilityAddTraits(.isHeader)
                Button("Add book") {}
                    .accessibilityIdentifier("addButton")
                    .accessibilityHint("Adds a book")
                Text("3").accessibilityLabel("Count").accessibilityValue("3 books")
                Image(systemName: "star.fill")
                    .accessibilityLabel("Favorite")
                    .accessibilityAddTraits([.isButton, .isSelected])
                Button("Plain") {}.accessibilityRemoveTraits(.isButton)
            })
        #expect(
            screen.ax == """
                header "Books"
                button "Add book" #addButton hint="Adds a book"
                staticText "Count" value="3 books"
                button "Favorite" [isSelected]
                staticText "Plain"
                """)
        #expect(
            AccessibilityTreeRenderer.json(screen.interactor.snapshot).serialized() == """
                [{"role":"header","label":"Books"},{"role":"button","label":"Add book","identifier":"addButton",\
                "hint":"Adds a book"},{"role":"staticText","label":"Count","value":"3 books"},{"role":"button",\
                "label":"Favorite","traits":["isSelected"]},{"role":"staticText","label":"Plain"}]
                """)
    }

    @Test("Sort priority reorders siblings, highest first; hidden elements are left out") func orderAndHiding() {
        let screen = DrivenScreen(
            HStack {
                Text("Second")
                Text("First").accessibilitySortPriority(2)
                Text("Decoration").accessibilityHidden(true)
                Text("Third").accessibilitySortPriority(-1)
            })
        #expect(
            screen.ax == """
                staticText "First"
                staticText "Second"
                staticText "Third"
                """)
    }

    @Test("children: .contain makes a group of its elements; .ignore one element that ignores them") func containers() {
        let screen = DrivenScreen(
            VStack {
                VStack {
                    Text("Dune")
                    Button("Borrow") {}
                }
                .accessibilityElement(children: .contain)
                .accessibilityLabel("Book")
                HStack {
                    Image(systemName: "star")
                    Text("4.5")
                }
                .accessibilityElement()
                .accessibilityLabel("Rating 4.5 of 5")
            })
        #expect(
            screen.ax == """
                group "Book"
                  staticText "Dune"
                  button "Borrow"
                staticText "Rating 4.5 of 5"
                """)
    }

    @Test("Named accessibility actions are performed by name") func namedActions() throws {
        struct Row: View {
            @State private var archived = false

            var body: some View {
                Text(archived ? "Archived" : "Inbox")
                    .accessibilityAction(named: "Archive") { archived = true }
            }
        }
        let screen = DrivenScreen(Row())
        try screen.interactor.perform(screen.target("\"Inbox\""), action: "Archive")
        #expect(screen.ax == "staticText \"Archived\"")
        #expect(
            screen.failure { try screen.interactor.perform(screen.target("\"Archived\""), action: "Flag") } == """
                actionNotFound: expected a named action "Flag" on staticText "Archived" (in Row), but it has "Archive". \
                To fix, use one of those names.
                """)
    }
}

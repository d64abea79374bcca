import Testing

@testable import RehearsalUI

@MainActor @Suite struct ContentUnavailableViewTests {
    @Test("The title form prints title and image, with the description as a child") func titleForm() {
        let mounted = MountedView(
            ContentUnavailableView(
                "No Tasks", systemImage: "checklist", description: Text("Add a task to get started.")))
        #expect(
            mounted.tree == """
                ContentUnavailableView "No Tasks" systemImage: "checklist"
                  Text "Add a task to get started."
                """)
        #expect(mounted.element("header", "No Tasks") != nil)
    }

    @Test("The view form prints label, description and actions as children; the label reads as a header")
    func viewForm() {
        let mounted = MountedView(
            ContentUnavailableView {
                Label("Couldn't load this shelf", systemImage: "wifi.exclamationmark")
            } description: {
                Text("The network is offline.")
            } actions: {
                Button("Try Again") {}
            })
        #expect(
            mounted.tree == """
                ContentUnavailableView
                  Label "Couldn't load this shelf" systemImage: "wifi.exclamationmark"
                  Text "The network is offline."
                  Button "Try Again"
                """)
        #expect(mounted.element("header", "Couldn't load this shelf") != nil)
        #expect(mounted.element("button", "Try Again") != nil)
    }

    @Test("The search forms say there are no results, for the query when there is one") func searchForms() {
        let mounted = MountedView(
            VStack {
                ContentUnavailableView.search
                ContentUnavailableView.search(text: "dune")
            })
        #expect(
            mounted.tree == """
                VStack
                  ContentUnavailableView "No Results" systemImage: "magnifyingglass"
                    Text "Check the spelling or try a new search."
                  ContentUnavailableView "No Results for “dune”" systemImage: "magnifyingglass"
                    Text "Check the spelling or try a new search."
                """)
    }
}

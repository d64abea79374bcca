import Testing

@testable import RehearsalUI

@MainActor @Suite struct PickerTests {
    enum Sort: String, CaseIterable, Identifiable {
        case title, author
        var id: Self { self }
    }

    struct Shelf: View {
        @State private var sort = Sort.title
        @State private var rating: Int? = nil
        var body: some View {
            Form {
                Picker("Sort", selection: $sort) {
                    ForEach(Sort.allCases) { sort in Text(sort.rawValue.capitalized) }
                }
                .pickerStyle(.segmented)
                Picker("Rating", selection: $rating) {
                    Text("None").tag(Int?.none)
                    Text("One star").tag(1)
                    Text("Two stars").tag(2)
                }
            }
        }
    }

    @Test("A picker finds its options from tags and ForEach ids, and selects by label") func selecting() {
        let mounted = MountedView(Shelf())
        #expect(mounted.element("picker", "Sort")?.accessibility?.value == "Title")
        #expect(mounted.element("picker", "Rating")?.accessibility?.value == "None")
        #expect(mounted.element("picker", "Sort")?.actions.select?("Author") == nil)
        #expect(mounted.element("picker", "Rating")?.actions.select?("Two stars") == nil)
        #expect(
            mounted.element("picker", "Rating")?.actions.select?("Five stars") == ["None", "One star", "Two stars"])
        mounted.flush()
        #expect(mounted.element("picker", "Sort")?.accessibility?.value == "Author")
        #expect(
            mounted.tree == """
                Shelf  @State sort=.author rating=2
                  Form
                    Picker "Sort" selection=.author  .pickerStyle(.segmented)
                      Text "Title"
                      Text "Author"
                    Picker "Rating" selection=2
                      Text "None"  .tag(nil)
                      Text "One star"  .tag(1)
                      Text "Two stars"  .tag(2)
                """)
    }
}

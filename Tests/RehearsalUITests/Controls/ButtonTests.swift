import Testing

@testable import RehearsalUI

@MainActor @Suite struct ButtonTests {
    @Test("Buttons print their title, image and role, or their label as children") func printedForms() {
        let mounted = MountedView(
            VStack {
                Button("Try Again") {}
                Button("Add", systemImage: "plus") {}
                Button("Dismiss", role: .cancel) {}
                Button(role: .destructive) {
                } label: {
                    Label("Delete", systemImage: "trash")
                }
                Button {
                } label: {
                    Image(systemName: "gearshape")
                }
            })
        #expect(
            mounted.tree == """
                VStack
                  Button "Try Again"
                  Button "Add" systemImage: "plus"
                  Button "Dismiss" role=.cancel
                  Button role=.destructive
                    Label "Delete" systemImage: "trash"
                  Button
                    Image systemName: "gearshape"
                """)
    }

    @Test("A button is named by its title or its label's text, and tapping runs its action") func accessibility() {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("Count: \(count)")
                    Button {
                        count += 1
                    } label: {
                        HStack {
                            Image(systemName: "plus")
                            Text("Increment")
                        }
                    }
                    Button {
                    } label: {
                        Image(systemName: "gearshape")
                    }
                }
            }
        }
        let mounted = MountedView(Counter())
        #expect(mounted.element("button", "gearshape") != nil)
        mounted.tap("button", "Increment")
        mounted.tap("button", "Increment")
        #expect(
            mounted.tree == """
                Counter  @State count=2
                  VStack
                    Text "Count: 2"
                    Button
                      HStack
                        Image systemName: "plus"
                        Text "Increment"
                    Button
                      Image systemName: "gearshape"
                """)
    }

    @Test("disabled reaches the elements below and the isEnabled environment key") func disabled() {
        struct EnabledReader: View {
            @Environment(\.isEnabled) private var isEnabled
            var body: some View { Text(isEnabled ? "enabled" : "disabled") }
        }
        let mounted = MountedView(
            VStack {
                Button("Save") {}
                EnabledReader().disabled(false)
            }
            .disabled(true))
        #expect(mounted.element("button", "Save")?.accessibility?.isEnabled == false)
        #expect(mounted.element("staticText", "disabled")?.accessibility?.isEnabled == false)
        #expect(
            mounted.tree == """
                VStack  .disabled
                  Button "Save"
                  EnabledReader  @Environment isEnabled=false
                    Text "disabled"
                """)
    }
}

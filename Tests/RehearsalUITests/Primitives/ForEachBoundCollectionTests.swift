import Testing

@testable import RehearsalUI

private struct Guest: Identifiable {
    var id: Int
    var name: String
}

private struct GuestBook: View {
    @State var names = ["Ada", "Grace"]
    @State var guests = [Guest(id: 1, name: "Alan"), Guest(id: 2, name: "Edsger")]

    var body: some View {
        VStack {
            ForEach($names, id: \.self) { $name in
                TextField("Name", text: $name)
            }
            ForEach($guests, id: \.name) { $guest in
                Text(guest.name)
            }
            ForEach($guests, id: \.id) { guest in
                Button("Rename \(guest.wrappedValue.id)") { guest.wrappedValue.name += "!" }
            }
            ForEach($guests) { $guest in
                Text("\(guest.id)")
            }
        }
    }
}

@MainActor @Suite struct ForEachBoundCollectionTests {
    @Test("ForEach over a binding takes an id key path on the element, as SwiftUI's does; rows get bindings")
    func idOnTheElement() {
        let mounted = MountedView(GuestBook())
        #expect(
            mounted.tree == """
                GuestBook  @State names=["Ada", "Grace"] guests=2 items
                  VStack
                    TextField "Name" text="Ada"
                    TextField "Name" text="Grace"
                    Text "Alan"
                    Text "Edsger"
                    Button "Rename 1"
                    Button "Rename 2"
                    Text "1"
                    Text "2"
                """)
        mounted.tap("button", "Rename 2")
        #expect(
            mounted.tree == """
                GuestBook  @State names=["Ada", "Grace"] guests=2 items
                  VStack
                    TextField "Name" text="Ada"
                    TextField "Name" text="Grace"
                    Text "Alan"
                    Text "Edsger!"
                    Button "Rename 1"
                    Button "Rename 2"
                    Text "1"
                    Text "2"
                """)
    }
}

import Foundation
import RehearsalUI
import Testing
import VirtualTime

/// Edit mode as iOS has it: a tap on a row in edit mode toggles its selection (a set, or a single
/// selection), and a sheet's `EditButton` toggles the sheet's edit mode only.
@MainActor @Suite struct EditModeSelectionBreadthTests {
    struct Planets: View {
        @State private var many = Set<String>()
        @State private var showsMoons = false
        @Environment(\.editMode) private var editMode

        var body: some View {
            VStack {
                EditButton()
                List(["Mars", "Venus"], id: \.self, selection: $many) { Text($0) }
                Button("Moons") { showsMoons = true }
            }
            .sheet(isPresented: $showsMoons) { Moons() }
        }
    }

    struct Moons: View {
        @State private var one: String?
        @Environment(\.editMode) private var editMode

        var body: some View {
            VStack {
                EditButton()
                List(["Io", "Europa"], id: \.self, selection: $one) { Text($0) }
            }
        }
    }

    @Test("In edit mode a tap toggles a row of a set selection; outside it, the row takes no tap")
    func setSelection() throws {
        try withVirtualTime { _ in
            let mounted = ViewsBreadthMount(Planets())
            #expect(throws: InteractionError.self) { try mounted.interactor.tap(TargetQuery(label: "Mars")) }
            try mounted.interactor.tap(TargetQuery(label: "Edit"))
            try mounted.interactor.tap(TargetQuery(label: "Mars"))
            try mounted.interactor.tap(TargetQuery(label: "Venus"))
            try mounted.interactor.tap(TargetQuery(label: "Mars"))
            #expect(
                mounted.ax == """
                    button "Done"
                    list
                      staticText "Mars"
                      staticText "Venus" [isSelected]
                    button "Moons"
                    """)
        }
    }

    @Test("A sheet's EditButton edits the sheet's list; a tap selects one row, a second tap deselects it")
    func sheetEditMode() throws {
        try withVirtualTime { _ in
            let mounted = ViewsBreadthMount(Planets())
            try mounted.interactor.tap(TargetQuery(label: "Moons"))
            try mounted.interactor.tap(TargetQuery(label: "Edit"))
            try mounted.interactor.tap(TargetQuery(label: "Io"))
            try mounted.interactor.tap(TargetQuery(label: "Europa"))
            let selected = mounted.tree
            try mounted.interactor.tap(TargetQuery(label: "Europa"))
            #expect(
                selected + "\n--\n" + mounted.tree == """
                    Planets  @State many=0 items showsMoons=true  @Environment editMode=Binding(.inactive)
                      VStack
                        EditButton "Edit"
                        List selection=0 items
                          Text "Mars"
                          Text "Venus"
                        Button "Moons"
                        .sheet
                          Moons  @State one="Europa"  @Environment editMode=Binding(.active)
                            VStack
                              EditButton "Done"
                              List selection="Europa"
                                Text "Io"
                                Text "Europa"
                    --
                    Planets  @State many=0 items showsMoons=true  @Environment editMode=Binding(.inactive)
                      VStack
                        EditButton "Edit"
                        List selection=0 items
                          Text "Mars"
                          Text "Venus"
                        Button "Moons"
                        .sheet
                          Moons  @State one=nil  @Environment editMode=Binding(.active)
                            VStack
                              EditButton "Done"
                              List selection=nil
                                Text "Io"
                                Text "Europa"
                    """)
        }
    }
}

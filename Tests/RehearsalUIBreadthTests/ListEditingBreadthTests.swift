import Foundation
import RehearsalUI
import Testing
import VirtualTime

/// Lists edited as apps write them: `EditButton`, `@Environment(\.editMode)`, `onDelete`/`onMove` with
/// `deleteDisabled`/`moveDisabled`, a set selection, and `Menu` with a submenu and a primary action.
@MainActor @Suite struct ListEditingBreadthTests {
    struct Fruits: View {
        @State private var fruits = ["Apple", "Banana", "Papaya", "Mango"]
        @State private var picked = Set<String>()
        @State private var log = ""
        @Environment(\.editMode) private var editMode

        var body: some View {
            VStack {
                EditButton()
                Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Browsing")
                List(selection: $picked) {
                    ForEach(fruits, id: \.self) { fruit in
                        Text(fruit)
                            .deleteDisabled(fruit == "Apple")
                            .moveDisabled(fruit == "Mango")
                    }
                    .onDelete { fruits.remove(atOffsets: $0) }
                    .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
                }
                Menu("Actions") {
                    Button("Duplicate") { log += "duplicate " }
                    Menu("Copy") {
                        Button("Copy Formatted") { log += "formatted " }
                    }
                }
                Menu {
                    Button("Open in Preview") { log += "preview " }
                } label: {
                    Label("PDF", systemImage: "doc.fill")
                } primaryAction: {
                    log += "primary "
                }
                Text("Log: \(log)")
            }
        }
    }

    @Test("Delete, move in edit mode, set selection and menu paths change the rows and the log")
    func editing() throws {
        try withVirtualTime { _ in
            let mounted = ViewsBreadthMount(Fruits())
            let interactor = mounted.interactor
            try interactor.delete(TargetQuery(label: "Banana"))
            #expect(throws: InteractionError.self) { try interactor.delete(TargetQuery(label: "Apple")) }
            #expect(throws: InteractionError.self) { try interactor.move(TargetQuery(label: "Papaya"), to: 1) }
            try interactor.tap(TargetQuery(label: "Edit"))
            try interactor.move(TargetQuery(label: "Papaya"), to: 1)
            #expect(throws: InteractionError.self) { try interactor.move(TargetQuery(label: "Mango"), to: 1) }
            try interactor.select(TargetQuery(role: "list"), option: "Mango")
            try interactor.menu(TargetQuery(label: "Actions"), path: ["Copy", "Copy Formatted"])
            try interactor.menu(TargetQuery(label: "PDF"), path: ["Open in Preview"])
            try interactor.tap(TargetQuery(label: "PDF"))
            #expect(
                mounted.tree == """
                    Fruits  @State fruits=["Papaya", "Apple", "Mango"] picked=1 item log="formatted preview primary "  @Environment editMode=Binding(.active)
                      VStack
                        EditButton "Done"
                        Text "Editing"
                        List selection=1 item
                          Text "Papaya"  .deleteDisabled(false) .moveDisabled(false) .onDelete .onMove
                          Text "Apple"  .deleteDisabled(true) .moveDisabled(false) .onDelete .onMove
                          Text "Mango"  .deleteDisabled(false) .moveDisabled(true) .onDelete .onMove
                        Menu "Actions"
                          .menu
                            Button "Duplicate"
                            Menu "Copy"
                              .menu
                                Button "Copy Formatted"
                        Menu primaryAction
                          .label
                            Label "PDF" systemImage: "doc.fill"
                          .menu
                            Button "Open in Preview"
                        Text "Log: formatted preview primary "
                    """)
            #expect(
                mounted.ax == """
                    button "Done"
                    staticText "Editing"
                    list
                      staticText "Papaya"
                      staticText "Apple"
                      staticText "Mango" [isSelected]
                    menu "Actions"
                    menu "PDF"
                    staticText "Log: formatted preview primary "
                    """)
        }
    }
}

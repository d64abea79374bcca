import Foundation
import RehearsalUI
import Testing
import VirtualTime

/// Date and colour pickers, share links, progress labels, outlines, collapsible sections and formatted
/// text fields, as apps write them, with the verbs that drive them.
@MainActor @Suite struct PickersBreadthTests {
    struct Node: Identifiable {
        let id: String
        var children: [Node]?
    }

    struct Pickers: View {
        @State private var when = Date(timeIntervalSince1970: 1_767_258_000)
        @State private var tint = Color.green
        @State private var count = 7
        @State private var notes = ""
        @State private var open = true

        var body: some View {
            VStack {
                DatePicker("Day", selection: $when, displayedComponents: .date)
                DatePicker("Time", selection: $when, displayedComponents: .hourAndMinute)
                DatePicker("Precise", selection: $when, displayedComponents: [.date, .hourMinuteAndSecond])
                DatePicker(selection: $when, in: Date(timeIntervalSince1970: 1_767_225_600)...) {
                    Text("From today")
                }
                .datePickerStyle(.graphical)
                ColorPicker(selection: $tint) { Text("Tint") }
                ShareLink("Send", item: "Hello", preview: SharePreview("Greeting"))
                ShareLink(item: URL(string: "https://example.com")!) { Label("Link", systemImage: "link") }
                ProgressView(value: 3, total: 4) {
                    Text("Steps")
                } currentValueLabel: {
                    Text("3 of 4")
                }
                TextField("Count", value: $count, format: .number)
                TextField("Notes", text: $notes, prompt: Text("Write here"), axis: .vertical)
                Section(isExpanded: $open) {
                    Text("Inside")
                } header: {
                    Text("Group")
                }
                OutlineGroup([Node(id: "Root", children: [Node(id: "Leaf")])], children: \.children) { node in
                    Text(node.id)
                }
                Menu("More") { Button("Help") {} }
                    .menuStyle(.button)
            }
        }
    }

    @Test("Pickers take dates, times and swatches; a formatted field parses 42 and keeps it on bad text")
    func pickers() throws {
        try withVirtualTime { _ in
            let mounted = ViewsBreadthMount(Pickers())
            let interactor = mounted.interactor
            try interactor.select(TargetQuery(label: "Time"), option: "14:30")
            try interactor.select(TargetQuery(label: "Day"), option: "2026-03-02")
            #expect(throws: InteractionError.self) {
                try interactor.select(TargetQuery(label: "From today"), option: "2025-12-31 10:00")
            }
            try interactor.select(TargetQuery(label: "Tint"), option: "orange")
            try interactor.replace(TargetQuery(label: "Count"), "42")
            try interactor.replace(TargetQuery(label: "Count"), "forty")
            try interactor.tap(TargetQuery(label: "Group"))
            try interactor.tap(TargetQuery(label: "Root"))
            #expect(
                mounted.tree == """
                    Pickers  @State when=2026-03-02T14:30:00Z tint=.orange count=42 notes="" open=false
                      VStack
                        DatePicker "Day" selection=2026-03-02 displayedComponents: [.date]
                        DatePicker "Time" selection=14:30 displayedComponents: [.hourAndMinute]
                        DatePicker "Precise" selection=2026-03-02 14:30:00 displayedComponents: [.date, .hourMinuteAndSecond]
                        DatePicker "From today" selection=2026-03-02 14:30 from: 2026-01-01 00:00  .datePickerStyle(.graphical)
                          .label
                            Text "From today"
                        ColorPicker "Tint" selection=.orange
                          .label
                            Text "Tint"
                        ShareLink "Send" item: "Hello"
                        ShareLink item: "https://example.com"
                          Label "Link" systemImage: "link"
                        ProgressView "Steps" value=3 total=4 currentValueLabel: "3 of 4"
                        TextField "Count" text="42"
                        TextField "Notes" text="" prompt: "Write here" axis=.vertical
                        Section "Group" collapsed
                        OutlineGroup
                          DisclosureGroup "Root" expanded
                            OutlineGroup
                              Text "Leaf"
                        Menu "More"  .menuStyle(.button)
                          .menu
                            Button "Help"
                    """)
            #expect(
                mounted.ax == """
                    datePicker "Day" value="2026-03-02"
                    datePicker "Time" value="14:30"
                    datePicker "Precise" value="2026-03-02 14:30:00"
                    datePicker "From today" value="2026-03-02 14:30"
                    colorPicker "Tint" value=".orange"
                    button "Send"
                    button "Link"
                    progressIndicator "Steps" value="3 of 4"
                    textField "Count" value="42" [focused]
                    textField "Notes" placeholder="Write here"
                    header "Group" value="collapsed"
                    disclosureTriangle "Root" value="expanded"
                    staticText "Leaf"
                    menu "More"
                    """)
        }
    }

    struct People: View {
        struct Person: Identifiable {
            let id: Int
            let name: String
            let age: Int
        }

        @State private var picked = Set<Int>()
        let people = [Person(id: 1, name: "Ada", age: 36), Person(id: 2, name: "Alan", age: 41)]

        var body: some View {
            Table(people, selection: $picked) {
                TableColumn("Name", value: \.name)
                TableColumn("Age") { person in Text("\(person.age)") }
                    .width(60)
            }
        }
    }

    @Test("A table's rows read as cells by column; a set selection toggles rows")
    func table() throws {
        try withVirtualTime { _ in
            let mounted = ViewsBreadthMount(People())
            try mounted.interactor.select(TargetQuery(role: "table"), option: "Alan, 41")
            #expect(
                mounted.ax == """
                    table value="Name, Age"
                      cell "Ada, 36"
                      cell "Alan, 41" [isSelected]
                    """)
        }
    }
}

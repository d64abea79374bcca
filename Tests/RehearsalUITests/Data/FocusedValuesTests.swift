import Observation
import Testing

@testable import RehearsalUI

extension FocusedValues {
    @Entry var focusedSection: String?
    @Entry var focusedDraft: Binding<String>?
    @Entry var sceneTitle: String?
}

@MainActor @Suite struct FocusedValuesTests {
    struct Reader: View {
        @FocusedValue(\.focusedSection) private var section
        @FocusedValue(\.sceneTitle) private var title
        var body: some View { Text("\(section ?? "none") in \(title ?? "no scene")") }
    }

    /// Two fields focused by separate Boolean focus states, inside a group that publishes a value of its own.
    struct Editor: View {
        @State private var name = ""
        @State private var city = ""
        @FocusState private var nameFocused: Bool
        @FocusState private var cityFocused: Bool
        var body: some View {
            VStack {
                Form {
                    TextField("Name", text: $name)
                        .focused($nameFocused)
                        .focusedValue(\.focusedSection, "Name field")
                    TextField("City", text: $city)
                        .focused($cityFocused)
                }
                .focusedValue(\.focusedSection, "Address form")
                Reader()
            }
            .focusedSceneValue(\.sceneTitle, "Contact")
        }
    }

    func focus(_ mounted: MountedView, _ label: String) throws(InteractionError) {
        try Interactor(graph: mounted.graph).focus(TargetQuery(label: label))
    }

    @Test("A reader sees nil until something focused publishes; the publisher closest to focus wins")
    func closestToFocus() throws {
        let mounted = MountedView(Editor())
        #expect(
            mounted.tree == """
                Editor  @State name="" city=""  @FocusState nameFocused=false cityFocused=false
                  VStack  .focusedSceneValue(\\.sceneTitle, "Contact")
                    Form  .focusedValue(\\.focusedSection, "Address form")
                      TextField "Name" text=""  .focused .focusedValue(\\.focusedSection, "Name field")
                      TextField "City" text=""  .focused
                    Reader  @FocusedValue section=nil title="Contact"
                      Text "none in Contact"
                """)
        try focus(mounted, "Name")
        #expect(
            mounted.tree == """
                Editor  @State name="" city=""  @FocusState nameFocused=true cityFocused=false
                  VStack  .focusedSceneValue(\\.sceneTitle, "Contact")
                    Form  .focusedValue(\\.focusedSection, "Address form")
                      TextField "Name" text=""  .focused [focused] .focusedValue(\\.focusedSection, "Name field")
                      TextField "City" text=""  .focused
                    Reader  @FocusedValue section="Name field" title="Contact"
                      Text "Name field in Contact"
                """)
        // Focus moves: the other focus state gives it up, and the form's own value is the closest now.
        try focus(mounted, "City")
        #expect(
            mounted.tree == """
                Editor  @State name="" city=""  @FocusState nameFocused=false cityFocused=true
                  VStack  .focusedSceneValue(\\.sceneTitle, "Contact")
                    Form  .focusedValue(\\.focusedSection, "Address form")
                      TextField "Name" text=""  .focused .focusedValue(\\.focusedSection, "Name field")
                      TextField "City" text=""  .focused [focused]
                    Reader  @FocusedValue section="Address form" title="Contact"
                      Text "Address form in Contact"
                """)
        #expect(mounted.graph.diagnostics.isEmpty)
    }

    struct Toggled: View {
        @State private var publishes = true
        @State private var text = "draft"
        @FocusState private var focused: Bool
        @FocusedBinding(\.focusedDraft) private var draft
        var body: some View {
            VStack {
                if publishes {
                    TextField("Draft", text: $text)
                        .focused($focused)
                        .focusedValue(\.focusedDraft, $text)
                } else {
                    TextField("Draft", text: $text).focused($focused)
                }
                Button("Stop publishing") { publishes = false }
                Button("Upper-case") { draft = draft?.uppercased() }
                Text("draft: \(draft ?? "nil")")
            }
        }
    }

    @Test("A @FocusedBinding writes through the focused binding, and reads nil once its publisher leaves")
    func bindingAndWithdrawal() throws {
        let mounted = MountedView(Toggled())
        try focus(mounted, "Draft")
        mounted.tap("button", "Upper-case")
        #expect(
            mounted.tree == """
                Toggled  @State publishes=true text="DRAFT"  @FocusState focused=true  @FocusedBinding draft="DRAFT"
                  VStack
                    TextField "Draft" text="DRAFT"  .focused [focused] .focusedValue(\\.focusedDraft, Binding("DRAFT"))
                    Button "Stop publishing"
                    Button "Upper-case"
                    Text "draft: DRAFT"
                """)
        mounted.tap("button", "Stop publishing")
        #expect(
            mounted.tree == """
                Toggled  @State publishes=false text="DRAFT"  @FocusState focused=true  @FocusedBinding draft=nil
                  VStack
                    TextField "Draft" text="DRAFT"  .focused [focused]
                    Button "Stop publishing"
                    Button "Upper-case"
                    Text "draft: nil"
                """)
        #expect(mounted.graph.diagnostics.isEmpty)
    }

    @Observable final class Document {
        var name = "Notes"
    }

    struct ObjectPublisher: View {
        @State private var document = Document()
        @FocusState private var focused: Bool
        @FocusedValue(Document.self) private var focusedDocument
        var body: some View {
            VStack {
                Text(document.name).focusable().focused($focused).focusedValue(document)
                Text("focused document: \(focusedDocument?.name ?? "none")")
            }
        }
    }

    @Test("An Observable object published with focusedValue(_:) is read by @FocusedValue(Type.self)")
    func observableObject() throws {
        let mounted = MountedView(ObjectPublisher())
        #expect(mounted.element("staticText", "focused document: none") != nil)
        try focus(mounted, "Notes")
        #expect(mounted.element("staticText", "focused document: Notes") != nil)
    }

    @Test("focus on an element without .focused says what to add")
    func notFocusable() {
        let mounted = MountedView(Editor())
        let error = #expect(throws: InteractionError.self) { try focus(mounted, "none in Contact") }
        #expect(
            error?.message == """
                expected an element that can take focus, but staticText "none in Contact" (in Reader) is not a text \
                input and has no .focused(...) above it. To fix, tie it to a @FocusState with .focused($state) or \
                .focused($state, equals: value), or target another element (see `ax`).
                """)
    }
}

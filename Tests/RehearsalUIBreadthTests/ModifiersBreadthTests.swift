import Foundation
import RehearsalUI
import Testing
import VirtualTime

/// One short use of each layout, effect, text, input, control and list modifier, in ordinary SwiftUI
/// spelling: a missing overload fails the build, a wrong attribute fails the test.
@MainActor @Suite struct ModifiersBreadthTests {
    struct LayoutAndEffects: View {
        @State private var phase = false

        var body: some View {
            VStack {
                Text("position").position(x: 10, y: 20)
                Text("position point").position(CGPoint(x: 1, y: 2))
                Text("offset").offset(x: 4)
                Text("ignores").ignoresSafeArea(.keyboard, edges: .bottom)
                Text("inset").safeAreaInset(edge: .bottom) { Text("Bar") }
                Text("guide").alignmentGuide(.leading) { dimensions in dimensions[.trailing] }
                Text("fixed").fixedSize().layoutPriority(1)
                Image(systemName: "star").resizable().aspectRatio(16 / 9, contentMode: .fit)
                Image(systemName: "sun.max").resizable().scaledToFit()
                Image(systemName: "moon").resizable().scaledToFill()
                Text("scale").scaleEffect(x: 2, y: 1).scaleEffect(CGSize(width: 1, height: 2))
                Text("rotate").rotationEffect(.degrees(45)).rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
                Text("effects").blur(radius: 2).shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
                Text("colors").brightness(0.1).grayscale(1).saturation(0.5).contrast(1.2).hueRotation(.degrees(90))
                Text("blend").blendMode(.multiply).compositingGroup().drawingGroup()
                Text("mask").mask { Circle() }.clipShape(.rect(cornerRadius: 8)).cornerRadius(4)
                Text("border").border(.red, width: 2).zIndex(1)
                Text("relative").containerRelativeFrame(.horizontal)
                Text("relative count").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
                ScrollView(.horizontal) {
                    LazyHStack { Text("page") }.scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                .scrollDismissesKeyboard(.interactively)
                .scrollContentBackground(.hidden)
                .scrollBounceBehavior(.basedOnSize)
                Text("transition").contentTransition(.numericText())
                Text("phases").phaseAnimator([false, true]) { content, phase in
                    content.opacity(phase ? 1 : 0.5)
                }
                Text("feedback").sensoryFeedback(.success, trigger: phase)
                Text("equatable").equatable()
            }
        }
    }

    @Test("Layout and effect modifiers print like the call") func layoutAndEffects() {
        withVirtualTime { _ in
            let mounted = ViewsBreadthMount(LayoutAndEffects())
            #expect(
                mounted.tree == """
                    LayoutAndEffects  @State phase=false
                      VStack
                        Text "position"  .position(x: 10, y: 20)
                        Text "position point"  .position(x: 1, y: 2)
                        Text "offset"  .offset(x: 4)
                        Text "ignores"  .ignoresSafeArea(.keyboard, edges: .bottom)
                        Text "inset"  .safeAreaInset(edge: .bottom)
                          .safeAreaInset
                            Text "Bar"
                        Text "guide"  .alignmentGuide(.leading)
                        Text "fixed"  .fixedSize .layoutPriority(1)
                        Image systemName: "star"  .resizable .aspectRatio(1.7777777777777777, contentMode: .fit)
                        Image systemName: "sun.max"  .resizable .scaledToFit
                        Image systemName: "moon"  .resizable .scaledToFill
                        Text "scale"  .scaleEffect(x: 2, y: 1) .scaleEffect(x: 1, y: 2)
                        Text "rotate"  .rotationEffect(.degrees(45)) .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
                        Text "effects"  .blur(radius: 2) .shadow(radius: 4)
                        Text "colors"  .brightness(0.1) .grayscale(1) .saturation(0.5) .contrast(1.2) .hueRotation(.degrees(90))
                        Text "blend"  .blendMode(.multiply) .compositingGroup .drawingGroup
                        Text "mask"  .mask .clipShape(.rect(cornerRadius: 8)) .cornerRadius(4)
                          .mask
                            Circle
                        Text "border"  .border(.red, width: 2) .zIndex(1)
                        Text "relative"  .containerRelativeFrame(.horizontal)
                        Text "relative count"  .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
                        ScrollView axes=.horizontal  .scrollTargetBehavior(.paging) .scrollDismissesKeyboard(.interactively) .scrollContentBackground(.hidden) .scrollBounceBehavior(.basedOnSize)
                          LazyHStack  .scrollTargetLayout
                            Text "page"
                        Text "transition"  .contentTransition(.numericText())
                        Text "phases"  .opacity(0.5) .phaseAnimator([false, true])
                        Text "feedback"  .sensoryFeedback(.success)
                        Text "equatable"  .equatable
                    """)
        }
    }

    struct TextAndInput: View {
        @State private var name = ""
        @State private var code = ""

        var body: some View {
            Form {
                Text("A long title").lineLimit(2...4).lineSpacing(4).multilineTextAlignment(.center)
                Text("Shrinks").minimumScaleFactor(0.5).truncationMode(.middle).allowsTightening(true)
                Text("Digits 0123").monospacedDigit().fontDesign(.rounded).fontWidth(.condensed)
                Text("Section title").textCase(.uppercase)
                Text("Selectable").textSelection(.enabled)
                TextField("Email", text: $name)
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .submitScope()
                TextField("Code", text: $code).autocapitalization(.none).disableAutocorrection(true)
            }
        }
    }

    @Test("Text and input modifiers print; textCase changes what the text shows and reads") func textAndInput() {
        withVirtualTime { _ in
            let mounted = ViewsBreadthMount(TextAndInput())
            #expect(
                mounted.tree == """
                    TextAndInput  @State name="" code=""
                      Form
                        Text "A long title"  .lineLimit(2...4) .lineSpacing(4) .multilineTextAlignment(.center)
                        Text "Shrinks"  .minimumScaleFactor(0.5) .truncationMode(.middle) .allowsTightening(true)
                        Text "Digits 0123"  .monospacedDigit .fontDesign(.rounded) .fontWidth(.condensed)
                        Text "SECTION TITLE"  .textCase(.uppercase)
                        Text "Selectable"  .textSelection(.enabled)
                        TextField "Email" text=""  .keyboardType(.emailAddress) .textContentType(.emailAddress) .textInputAutocapitalization(.never) .autocorrectionDisabled .submitScope
                        TextField "Code" text=""  .autocapitalization(.none) .disableAutocorrection(true)
                    """)
            #expect(
                mounted.ax == """
                    staticText "A long title"
                    staticText "Shrinks"
                    staticText "Digits 0123"
                    staticText "SECTION TITLE"
                    staticText "Selectable"
                    textField "Email"
                    textField "Code"
                    """)
        }
    }

    struct Texts: View {
        let launch = Date(timeIntervalSince1970: 1_700_000_000)

        var body: some View {
            VStack {
                Text("Hello, ") + Text("world").bold() + Text("!")
                Text(42, format: .number)
                Text(0.25, format: .percent)
                Text(launch, style: .date)
                Text(launch, style: .time)
                Text(launch, style: .relative)
                Text(launch, style: .offset)
                Text(launch, style: .timer)
                Text("**Bold** and *italic* with `code`")
                Text(AttributedString("Attributed"))
                Text(try! AttributedString(markdown: "A [link](https://example.com)"))
                Text(verbatim: "**not markdown**")
            }
        }
    }

    @Test("Text concatenation, formats, date styles and Markdown read as plain text") func texts() {
        withVirtualTime { _ in
            let mounted = ViewsBreadthMount(Texts())
            #expect(
                mounted.ax == """
                    staticText "Hello, world!"
                    staticText "42"
                    staticText "25%"
                    staticText "November 14, 2023"
                    staticText "10:13 PM"
                    staticText "2 years, 1 month"
                    staticText "-2 years"
                    staticText "18682:46:40"
                    staticText "Bold and italic with code"
                    staticText "Attributed"
                    staticText "A link"
                    staticText "**not markdown**"
                    """)
        }
    }

    struct ControlsAndLists: View {
        @State private var query = ""
        @State private var scope = 0
        @State private var tapped = 0

        var body: some View {
            List {
                Section("Inbox") {
                    Text("Unread").badge(3)
                    Text("Flagged").badge("New")
                    Text("Drafts").badge(Text("2 drafts"))
                        .listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
                        .listRowSeparator(.hidden)
                        .listRowBackground(Color.clear)
                }
                .listSectionSeparator(.hidden, edges: .bottom)
                .headerProminence(.increased)
                Toggle("Hidden label", isOn: .constant(true)).labelsHidden()
                Button("Save") { tapped += 1 }
                    .controlSize(.small)
                    .buttonBorderShape(.capsule)
                    .keyboardShortcut("s", modifiers: .command)
                    .help("Saves the document")
                Button("Default") {}.keyboardShortcut(.defaultAction)
                Text("Preview menu").contextMenu {
                    Button("Copy") {}
                } preview: {
                    Text("Preview")
                }
                Button("Blocked") { tapped += 1 }.allowsHitTesting(false)
                Text("Focusable").focusable()
                Text("Tapped \(tapped)")
            }
            .searchable(text: $query)
            .searchSuggestions {
                Text("Apples").searchCompletion("apples")
            }
            .searchScopes($scope) {
                Text("All").tag(0)
                Text("Mine").tag(1)
            }
            .toolbar(.hidden, for: .tabBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarBackground(Color.blue, for: .navigationBar)
            .toolbarRole(.editor)
            .toolbarColorScheme(.dark, for: .navigationBar)
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    @Test("Control and list modifiers print; badges read with their row") func controlsAndLists() throws {
        try withVirtualTime { _ in
            let mounted = ViewsBreadthMount(ControlsAndLists())
            #expect(
                mounted.ax == """
                    list
                      header "Inbox"
                      staticText "Unread" value="3"
                      staticText "Flagged" value="New"
                      staticText "Drafts" value="2 drafts"
                      toggle "Hidden label" value="on"
                      button "Save"
                      button "Default"
                      staticText "Preview menu"
                      button "Blocked"
                      staticText "Focusable"
                      staticText "Tapped 0"
                    """)
            #expect(throws: InteractionError.self) {
                try mounted.interactor.tap(TargetQuery(role: "button", label: "Blocked"))
            }
            do {
                try mounted.interactor.tap(TargetQuery(role: "button", label: "Blocked"))
            } catch let error as InteractionError {
                #expect(
                    error.message
                        == "expected a button \"Blocked\" that takes taps, but .allowsHitTesting(false) in ControlsAndLists "
                        + "turns hit testing off, so a tap passes through it. To fix, remove .allowsHitTesting(false) or "
                        + "make its condition true first.")
            }
        }
    }
}

import Testing

@testable import RehearsalUI

@MainActor @Suite struct AttributeModifierTests {
    @Test("Layout modifiers print like the call, leaving out defaults") func layout() {
        let mounted = MountedView(
            VStack {
                Text("a").padding()
                Text("b").padding(8)
                Text("c").padding(.horizontal).padding([.top, .leading], 4)
                Text("d").frame(width: 100, height: 40, alignment: .leading)
                Text("e").frame(maxWidth: .infinity, alignment: .topLeading)
                Text("f").opacity(0.5).offset(y: -2).contentShape(Rectangle())
            })
        #expect(
            mounted.tree == """
                VStack
                  Text "a"  .padding
                  Text "b"  .padding(8)
                  Text "c"  .padding(.horizontal) .padding([.top, .leading], 4)
                  Text "d"  .frame(width: 100, height: 40, alignment: .leading)
                  Text "e"  .frame(maxWidth: .infinity, alignment: .topLeading)
                  Text "f"  .opacity(0.5) .offset(y: -2) .contentShape(Rectangle())
                """)
    }

    @Test("Text and style modifiers print on the element they modify") func textAndStyle() {
        let done = true
        let mounted = MountedView(
            VStack {
                Text("Title").font(.title.bold())
                Label("Due", systemImage: "calendar").font(.caption).foregroundStyle(.secondary)
                Image(systemName: "checkmark.circle.fill").foregroundStyle(done ? .green : .secondary).imageScale(
                    .large)
                Text("Buy milk").strikethrough(done)
                HStack { Text("x") }.strikethrough(false).lineLimit(2).multilineTextAlignment(.center).textCase(
                    .uppercase)
                Button("Go") {}.buttonStyle(.borderedProminent).controlSize(.large).tint(.orange)
            }
            .listStyle(.insetGrouped)
            .pickerStyle(.menu)
            .toggleStyle(.switch)
            .textFieldStyle(.roundedBorder)
            .labelStyle(.iconOnly)
            .foregroundColor(.red))
        #expect(
            mounted.tree == """
                VStack  .listStyle(.insetGrouped) .pickerStyle(.menu) .toggleStyle(.switch) .textFieldStyle(.roundedBorder) .labelStyle(.iconOnly) .foregroundColor(.red)
                  Text "Title"  .font(.title.bold())
                  Label "Due" systemImage: "calendar"  .font(.caption) .foregroundStyle(.secondary)
                  Image systemName: "checkmark.circle.fill"  .foregroundStyle(.green) .imageScale(.large)
                  Text "Buy milk"  .strikethrough
                  HStack  .lineLimit(2) .multilineTextAlignment(.center) .textCase(.uppercase)
                    Text "X"
                  Button "Go"  .buttonStyle(.borderedProminent) .controlSize(.large) .tint(.orange)
                """)
    }

    @Test("A button style chosen by an availability check compiles and prints the style taken") func availabilityStyle()
    {
        let mounted = MountedView(
            Button("Tap me") {}
                .buttonStyle(
                    {
                        if #available(iOS 26.0, *) {
                            .glass
                        } else {
                            .bordered
                        }
                    }()))
        #expect(
            mounted.tree == """
                Button "Tap me"  .buttonStyle(.glass)
                """)
    }

    @Test("Backgrounds and overlays: styles and shapes are attributes, views are slots") func backgroundsAndOverlays() {
        let mounted = MountedView(
            VStack {
                Text("card").background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                Text("plain").background(Color.blue)
                Text("badge")
                    .overlay(alignment: .topTrailing) { Circle().fill(.red) }
                    .background { Capsule().stroke(.gray, lineWidth: 2) }
            })
        #expect(
            mounted.tree == """
                VStack
                  Text "card"  .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                  Text "plain"  .background(.blue)
                  Text "badge"  .overlay(alignment: .topTrailing)
                    .overlay
                      Circle  .fill(.red)
                    .background
                      Capsule  .stroke(.gray, lineWidth: 2)
                """)
    }

    @Test("Animation modifiers are kept as attributes; withAnimation applies the change at once") func animation() {
        struct Card: View {
            @Namespace private var animation
            @State private var expanded = false
            var body: some View {
                VStack {
                    if expanded {
                        Text("Expanded").matchedGeometryEffect(id: "card", in: animation).transition(.opacity)
                    } else {
                        Text("Card").matchedGeometryEffect(id: "card", in: animation)
                    }
                    Button("Expand") { withAnimation(.spring(duration: 0.4, bounce: 0.2)) { expanded = true } }
                }
                .animation(.easeInOut, value: expanded)
            }
        }
        let mounted = MountedView(Card())
        mounted.tap("button", "Expand")
        #expect(
            mounted.tree == """
                Card  @State expanded=true
                  VStack  .animation(.easeInOut, value: true)
                    Text "Expanded"  .matchedGeometryEffect(id: "card", in: Card.animation) .transition(.opacity)
                    Button "Expand"
                """)
    }

    @Test("hidden keeps the view in the tree but hides its elements from accessibility") func hidden() {
        let mounted = MountedView(VStack { Text("Secret").hidden() })
        #expect(
            mounted.tree == """
                VStack
                  Text "Secret"  .hidden
                """)
        #expect(mounted.element("staticText", "Secret")?.accessibility?.isHidden == true)
    }

    @Test("onTapGesture gives its action to the topmost elements it modifies") func tapGesture() {
        struct Row: View {
            @State private var taps = 0
            var body: some View {
                HStack {
                    Image(systemName: "circle")
                    Text("Taps: \(taps)")
                }
                .contentShape(Rectangle())
                .onTapGesture { taps += 1 }
            }
        }
        let mounted = MountedView(Row())
        let stack = mounted.elementNodes.first { $0.element?.name == "HStack" }
        #expect(stack?.element?.actions.tap != nil)
        // The stack is a layout container: a tap on its text lands on the gesture too.
        #expect(mounted.element("staticText", "Taps: 0")?.actions.tap != nil)
        stack?.element?.actions.tap?()
        mounted.flush()
        #expect(
            mounted.tree == """
                Row  @State taps=1
                  HStack  .contentShape(Rectangle()) .onTapGesture
                    Image systemName: "circle"
                    Text "Taps: 1"
                """)
    }
}

import RehearsalUI
import Testing
import VirtualTime

/// Custom styles applied (`makeBody(configuration:)` is what shows) and the system styles by name.
@MainActor @Suite struct StylesBreadthTests {
    struct Bold: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.bold().opacity(configuration.isPressed ? 0.5 : 1)
        }
    }

    struct Logged: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).accessibilityHint("Logged")
        }
    }

    struct Switchless: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration.isOn ? "On" : "Off") { configuration.isOn.toggle() }
        }
    }

    struct IconOnly: LabelStyle {
        func makeBody(configuration: Configuration) -> some View { configuration.icon }
    }

    struct Percent: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
        }
    }

    struct Plain: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                configuration.content
            }
        }
    }

    struct Screen: View {
        @State private var taps = 0
        @State private var on = false

        var body: some View {
            VStack {
                Button("Bold") { taps += 1 }.buttonStyle(Bold())
                Button("Logged") { taps += 10 }.buttonStyle(Logged())
                Button("System") { taps += 100 }.buttonStyle(PlainButtonStyle()).buttonStyle(Bold())
                Toggle("Power", isOn: $on).toggleStyle(Switchless())
                Label("Star", systemImage: "star").labelStyle(IconOnly())
                ProgressView(value: 0.25).progressViewStyle(Percent())
                GroupBox("Box") { Text("Inside") }.groupBoxStyle(Plain())
                Text("taps \(taps)")
            }
            .buttonStyle(.bordered)
            .toggleStyle(.switch)
            .labelStyle(.titleAndIcon)
            .progressViewStyle(.linear)
            .progressViewStyle(CircularProgressViewStyle())
            .groupBoxStyle(.automatic)
        }
    }

    @Test("Each custom style's body is what the tree and accessibility tree show; the controls still work")
    func customStyles() throws {
        try withVirtualTime { _ in
            let mounted = ViewsBreadthMount(Screen())
            try mounted.interactor.tap(TargetQuery(label: "Bold"))
            try mounted.interactor.tap(TargetQuery(label: "Logged"))
            try mounted.interactor.tap(TargetQuery(label: "System"))
            try mounted.interactor.toggle(TargetQuery(label: "Power"))
            #expect(
                mounted.tree == """
                    Screen  @State taps=111 on=true
                      VStack  .buttonStyle(.bordered) .toggleStyle(.switch) .labelStyle(.titleAndIcon) .progressViewStyle(.linear) .progressViewStyle(CircularProgressViewStyle()) .groupBoxStyle(.automatic)
                        Button "Bold"  .buttonStyle(Bold())
                          Text "Bold"  .bold .opacity(1)
                        Button "Logged"  .buttonStyle(Logged())
                          Button  .accessibilityHint("Logged")
                            Text "Logged"
                        Button "System"  .buttonStyle(PlainButtonStyle()) .buttonStyle(Bold())
                        Toggle "Power" isOn=true  .toggleStyle(Switchless())
                          Button "On"
                        Label "Star" systemImage: "star"  .labelStyle(IconOnly())
                          Image systemName: "star"
                        ProgressView value=0.25  .progressViewStyle(Percent())
                          Text "25%"
                        GroupBox "Box"  .groupBoxStyle(Plain())
                          VStack
                            Text "Box"
                            Text "Inside"
                        Text "taps 111"
                    """)
            #expect(
                mounted.ax == """
                    button "Bold"
                    button "Logged" hint="Logged"
                    button "System"
                    toggle "Power" value="on"
                    image "star"
                    staticText "25%"
                    staticText "Box"
                    staticText "Inside"
                    staticText "taps 111"
                    """)
        }
    }
}

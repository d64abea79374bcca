import Testing

@testable import RehearsalUI

@MainActor @Suite struct ToggleTests {
    struct Settings: View {
        @State private var wifi = true
        var body: some View {
            Form {
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle(isOn: $wifi) { Label("Airplane", systemImage: "airplane") }
            }
        }
    }

    @Test("A toggle prints its title and state, and toggling updates it without re-evaluating the owner")
    func toggles() {
        let mounted = MountedView(Settings())
        #expect(mounted.element("toggle", "Wi-Fi")?.accessibility?.value == "on")
        #expect(mounted.element("toggle", "Airplane") != nil)
        // The owner's body never reads `wifi`: only the toggles, which read it through their binding, update.
        let evaluated = mounted.evaluations { mounted.element("toggle", "Wi-Fi")?.actions.toggle?() }
        #expect(evaluated == [])
        #expect(mounted.element("toggle", "Wi-Fi")?.accessibility?.value == "off")
        #expect(
            mounted.tree == """
                Settings  @State wifi=false
                  Form
                    Toggle "Wi-Fi" isOn=false
                    Toggle isOn=false
                      Label "Airplane" systemImage: "airplane"
                """)
    }
}

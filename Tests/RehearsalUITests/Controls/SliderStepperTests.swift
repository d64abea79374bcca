import Testing

@testable import RehearsalUI

@MainActor @Suite struct SliderStepperTests {
    @Observable final class Preferences {
        var fontSize = 16.0
        var quantity = 3
    }

    struct PreferencesView: View {
        @State private var preferences = Preferences()
        var body: some View {
            VStack {
                Text("Font Size: \(preferences.fontSize)")
                @Bindable var preferences = preferences
                Slider(value: $preferences.fontSize, in: 10...30)
                Slider(value: $preferences.fontSize, in: 10...30, step: 2) { Text("Size") }
                Stepper("Quantity: \(preferences.quantity)", value: $preferences.quantity, in: 1...10)
            }
        }
    }

    @Test("Sliders and steppers print value and range; adjusting clamps and snaps") func adjusting() {
        let mounted = MountedView(PreferencesView())
        #expect(
            mounted.tree == """
                PreferencesView  @State preferences=Preferences
                  VStack
                    Text "Font Size: 16.000000"
                    Slider value=16 in=10...30
                    Slider "Size" value=16 in=10...30 step=2
                    Stepper "Quantity: 3" value=3 in=1...10
                """)
        #expect(mounted.element("slider", "Size")?.accessibility?.value == "30%")
        mounted.element("slider", "Size")?.actions.adjust?(21.3)
        mounted.element("stepper", "Quantity: 3")?.actions.adjust?(1)
        mounted.flush()
        mounted.element("slider", "")?.actions.adjust?(99)
        for _ in 0..<9 {
            mounted.element("stepper")?.actions.adjust?(-1)
            mounted.flush()
        }
        #expect(
            mounted.tree == """
                PreferencesView  @State preferences=Preferences
                  VStack
                    Text "Font Size: 30.000000"
                    Slider value=30 in=10...30
                    Slider "Size" value=30 in=10...30 step=2
                    Stepper "Quantity: 1" value=1 in=1...10
                """)
    }
}

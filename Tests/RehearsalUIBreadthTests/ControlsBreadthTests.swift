import Foundation
import RehearsalUI
import Testing
import VirtualTime

/// Controls from SwiftUI that real apps use: text editors, gauges and links, with their accessibility and
/// the verbs that drive them.
@MainActor @Suite struct ControlsBreadthTests {
    struct Controls: View {
        @State private var notes = ""
        let site = URL(string: "https://example.com/help")!

        var body: some View {
            VStack {
                TextEditor(text: $notes)
                Gauge(value: 0.4) {
                    Text("Battery")
                }
                Gauge(value: 30, in: 0...120) {
                    Text("Speed")
                } currentValueLabel: {
                    Text("30 km/h")
                }
                Link("Help", destination: site)
                Link(destination: site) {
                    Label("Open site", systemImage: "safari")
                }
            }
        }
    }

    @Test("A text editor takes typing; a gauge reads its share of the range; links read as links")
    func controls() throws {
        try withVirtualTime { _ in
            let mounted = ViewsBreadthMount(Controls())
            try mounted.interactor.type(TargetQuery(role: "textField"), "Second draft")
            mounted.graph.flush()
            #expect(
                mounted.tree == """
                    Controls  @State notes="Second draft"
                      VStack
                        TextEditor text="Second draft"
                        Gauge "Battery" value=0.4
                        Gauge "Speed" value=30
                        Link "Help" destination: "https://example.com/help"
                        Link destination: "https://example.com/help"
                          Label "Open site" systemImage: "safari"
                    """)
            #expect(
                mounted.ax == """
                    textField value="Second draft" [focused]
                    progressIndicator "Battery" value="40%"
                    progressIndicator "Speed" value="30 km/h"
                    link "Help"
                    link "Open site"
                    """)
        }
    }
}

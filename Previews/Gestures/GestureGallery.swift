import Foundation
import RehearsalUI

/// Gestures and controls a user drives from the shell: a photo liked by a double tap (`tap --count 2`), a
/// card with a long-press action (`longpress`), a disclosure group (`tap` on its label) and a help link
/// (`tap` opens its URL through `openURL`, which the shell reports), and a volume read as one adjustable
/// element with a named action (`adjust "Volume" +1`, `action "Volume" "Mute"`).
struct GestureGallery: View {
    @State private var likes = 0
    @State private var pins = 0
    @State private var volume = 5

    var body: some View {
        VStack {
            Text("Photo").onTapGesture(count: 2) { likes += 1 }
            Text("Card").onLongPressGesture { pins += 1 }
            Text("Likes: \(likes), pins: \(pins)")
            DisclosureGroup("Details") {
                Text("Taken in Lisbon")
            }
            Link("Help", destination: URL(string: "https://example.com/help")!)
            Text("Volume \(volume)")
                .accessibilityElement()
                .accessibilityLabel("Volume")
                .accessibilityValue("\(volume)")
                .accessibilityAdjustableAction { direction in
                    volume += direction == .increment ? 1 : -1
                }
                .accessibilityAction(named: "Mute") { volume = 0 }
        }
        .navigationTitle("Gestures")
    }
}

#Preview("Photo") {
    NavigationStack { GestureGallery() }
}

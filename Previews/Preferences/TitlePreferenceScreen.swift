import RehearsalUI

/// The title a screen's rows ask for: the last row that sets one wins, as in a navigation title.
struct RowTitleKey: PreferenceKey {
    static let defaultValue = ""

    static func reduce(value: inout String, nextValue: () -> String) {
        let next = nextValue()
        if !next.isEmpty { value = next }
    }
}

/// How many badges the rows show: their counts add up.
struct BadgeCountKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A row that counts its own taps and reports them upward as a preference.
struct BadgeRow: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
            .preference(key: BadgeCountKey.self, value: taps)
    }
}

/// Preferences flowing up: two rows' tap counts reach the screen's `onPreferenceChange` (summed by
/// `reduce`), and its overlay is built from the title the inner view sets.
struct TitlePreferenceScreen: View {
    @State private var total = 0

    var body: some View {
        VStack {
            Text("Total \(total)")
            BadgeRow(name: "Mail")
            BadgeRow(name: "Chat")
            Text("Inbox").preference(key: RowTitleKey.self, value: "Inbox")
        }
        .onPreferenceChange(BadgeCountKey.self) { total = $0 }
        .overlayPreferenceValue(RowTitleKey.self) { title in
            Text("Title: \(title)")
        }
    }
}

#Preview("Badges") {
    TitlePreferenceScreen()
}

/// The older form: previews named and sized by modifiers on each view of the group.
struct TitlePreferenceScreen_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            TitlePreferenceScreen()
                .previewDisplayName("Landscape")
                .previewInterfaceOrientation(.landscapeLeft)
                .previewDevice("iPhone 15")
            TitlePreferenceScreen()
                .previewLayout(.sizeThatFits)
            TitlePreferenceScreen()
                .previewLayout(.fixed(width: 320, height: 200))
                .previewDisplayName("Fixed")
        }
    }
}

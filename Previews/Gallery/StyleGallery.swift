import RehearsalUI

/// Controls drawn by custom styles: what the tree and `ax` show is each style's body, and the controls still
/// work through them (`tap "Save"`, `tap --count 2 "Archive"` through the style's `trigger()`, `toggle`).
struct StyleGallery: View {
    @State private var saves = 0
    @State private var archives = 0
    @State private var notify = false

    var body: some View {
        VStack {
            Button("Save") { saves += 1 }
                .buttonStyle(PillButtonStyle())
            Button("Archive", role: .destructive) { archives += 1 }
                .buttonStyle(DoubleTapButtonStyle())
            Toggle("Notify me", isOn: $notify)
                .toggleStyle(CheckmarkToggleStyle())
            Label("Starred", systemImage: "star")
                .labelStyle(TrailingIconLabelStyle())
            ProgressView("Upload", value: 0.4)
                .progressViewStyle(PercentProgressViewStyle())
            GroupBox("Account") {
                Text("Signed in")
            }
            .groupBoxStyle(CardGroupBoxStyle())
            Text("Saves: \(saves), archives: \(archives)")
        }
    }
}

/// A capsule button, dimmed while pressed and red for destructive roles.
struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 12)
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.blue)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

/// A style that fires its button on a double tap only.
struct DoubleTapButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .onTapGesture(count: 2) { configuration.trigger() }
    }
}

/// A checkbox drawn from an image that follows the toggle's state.
struct CheckmarkToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square" : "square")
            configuration.label
        }
        .onTapGesture { configuration.isOn.toggle() }
    }
}

/// The title first, then the icon.
struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

/// Progress written out as a percentage.
struct PercentProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))% done")
        }
    }
}

/// A group box as a card: its label as a headline above the content.
struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding()
    }
}

#Preview("Styled controls") {
    StyleGallery()
}

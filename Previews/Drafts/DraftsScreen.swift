import RehearsalUI

/// Drafts, presented the way apps written before iOS 15 do it: a legacy `Alert` value to confirm discarding,
/// a legacy `ActionSheet` per draft to share it, and a popover with a tip (a sheet on an iPhone's compact width).
struct DraftsScreen: View {
    @State var drafts: [Draft]
    @State private var isConfirmingDiscard = false
    @State private var sharing: Draft?
    @State private var showsTip = false
    @State private var lastShared: String?

    var body: some View {
        NavigationStack {
            List {
                ForEach(drafts) { draft in
                    Button(draft.title) { sharing = draft }
                }
                if let lastShared {
                    Text("Shared \(lastShared)")
                }
            }
            .navigationTitle("Drafts")
            .toolbar {
                Button("Tip") { showsTip = true }
                Button("Discard All", role: .destructive) { isConfirmingDiscard = true }
                    .disabled(drafts.isEmpty)
            }
        }
        .alert(isPresented: $isConfirmingDiscard) {
            Alert(
                title: Text("Discard \(drafts.count) drafts?"), message: Text("They cannot be recovered."),
                primaryButton: .destructive(Text("Discard")) { drafts = [] }, secondaryButton: .cancel())
        }
        .actionSheet(item: $sharing) { draft in
            ActionSheet(
                title: Text("Share \(draft.title)"),
                buttons: [
                    .default(Text("Mail")) { lastShared = "\(draft.title) by mail" },
                    .default(Text("Messages")) { lastShared = "\(draft.title) by message" }, .cancel(),
                ])
        }
        .popover(isPresented: $showsTip) {
            Text("Tap a draft to share it.")
        }
    }
}

#Preview("Drafts") {
    DraftsScreen(drafts: Draft.samples)
}

#Preview("Empty") {
    DraftsScreen(drafts: [])
}

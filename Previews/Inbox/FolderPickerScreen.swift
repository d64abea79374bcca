import RehearsalUI

/// Edit mode per presentation: the inbox's own Edit button selects messages (a tap on a row toggles it),
/// and the folder sheet has an Edit button of its own, which puts only the sheet's list in edit mode; there,
/// a tap on a folder selects it, and a second tap deselects it.
struct FolderPickerScreen: View {
    @State private var selection = Set<Int>()
    @State private var folder: String?
    @State private var showsFolders = false
    @Environment(\.editMode) private var editMode

    var body: some View {
        List(selection: $selection) {
            ForEach(InboxMessage.samples) { message in
                Text("\(message.sender): \(message.subject)")
            }
        }
        .navigationTitle(editMode?.wrappedValue.isEditing == true ? "Select messages" : "Inbox")
        .toolbar {
            EditButton()
            Button("Move to…") { showsFolders = true }
        }
        .sheet(isPresented: $showsFolders) {
            NavigationStack { FolderList(folder: $folder) }
        }
    }
}

/// The folders sheet: a single selection, chosen in edit mode.
struct FolderList: View {
    @Binding var folder: String?
    @Environment(\.editMode) private var editMode
    @Environment(\.dismiss) private var dismiss
    let folders = ["Work", "Personal", "Archive"]

    var body: some View {
        List(folders, id: \.self, selection: $folder) { name in
            Text(name)
        }
        .navigationTitle(editMode?.wrappedValue.isEditing == true ? "Choose a folder" : "Folders")
        .toolbar {
            EditButton()
            Button("Close") { dismiss() }
        }
    }
}

#Preview("Move to folder") {
    NavigationStack { FolderPickerScreen() }
}

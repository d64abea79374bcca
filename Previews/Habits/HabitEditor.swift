import RehearsalUI

/// The editor: a form over a draft, with focus moved by the return key (`.submitLabel` and `.onSubmit`), a
/// keyboard toolbar that ends editing, a stepper that shows its value through a format style, a date picker that
/// cannot go before today, and validation kept by `onChange(of:initial:)`.
struct HabitEditor: View {
    enum Field: Hashable {
        case name, notes
    }

    @State private var draft: Habit
    @State private var canSave = false
    @FocusState private var focused: Field?
    @Environment(\.dismiss) private var dismiss
    let onSave: (Habit) -> Void

    init(habit: Habit, onSave: @escaping (Habit) -> Void) {
        _draft = State(initialValue: habit)
        self.onSave = onSave
    }

    var body: some View {
        Form {
            Section("Habit") {
                TextField("Name", text: $draft.name)
                    .focused($focused, equals: .name)
                    .submitLabel(.next)
                    .onSubmit { focused = .notes }
                TextField("Notes", text: $draft.notes, axis: .vertical)
                    .focused($focused, equals: .notes)
                    .submitLabel(.done)
            }
            Section("Schedule") {
                Stepper("Minutes a day", value: $draft.minutes, in: 5...120, step: 5, format: .number)
                Picker("Cadence", selection: $draft.cadence) {
                    ForEach(HabitCadence.allCases) { cadence in
                        Text(cadence.rawValue).tag(cadence)
                    }
                }
                .pickerStyle(.segmented)
                DatePicker("Starts", selection: $draft.start, in: Date.now..., displayedComponents: .date)
            }
        }
        .navigationTitle(draft.isValid ? draft.name : "New habit")
        .onChange(of: draft.name, initial: true) { _, name in
            canSave = !name.trimmingCharacters(in: .whitespaces).isEmpty
        }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { dismiss() }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") {
                    onSave(draft)
                    dismiss()
                }
                .disabled(!canSave)
            }
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                Button("Done") { focused = nil }
            }
        }
        .onAppear { focused = .name }
    }
}

#Preview("New habit") {
    NavigationStack {
        HabitEditor(habit: Habit(id: 9, name: "", minutes: 15, cadence: .daily, start: Date.sampleStart)) { _ in }
    }
}

import RehearsalUI

/// The habit list: searchable, sorted by a choice kept in `@AppStorage`, with swipe actions, a badge per row, a
/// confirmation dialog made from the habit to delete, an editor in a sheet driven by an optional item, and the
/// detail pushed by `navigationDestination(item:)`.
struct HabitListScreen: View {
    @State private var store: HabitStore
    @State private var query = ""
    @State private var editing: Habit?
    @State private var selected: Habit?
    @State private var pendingDelete: Habit?
    @State private var isConfirmingDelete = false
    @AppStorage("habits.sortOrder") private var sortOrder: HabitSortOrder = .name
    @Environment(\.openURL) private var openURL

    init(habits: [Habit] = Habit.samples(startingAt: .now)) {
        _store = State(initialValue: HabitStore(habits: habits))
    }

    private var shown: [Habit] { store.sorted(by: sortOrder, matching: query) }

    var body: some View {
        NavigationStack {
            List {
                if let message = store.lastMessage {
                    Section {
                        Text(message)
                    }
                }
                Section("Habits") {
                    ForEach(shown) { habit in
                        Button {
                            selected = habit
                        } label: {
                            HabitRow(habit: habit)
                        }
                        .badge(habit.streak)
                        .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                            Button("Delete", role: .destructive) {
                                pendingDelete = habit
                                isConfirmingDelete = true
                            }
                            Button("Edit") { editing = habit }
                                .tint(.orange)
                        }
                        .swipeActions(edge: .leading) {
                            Button("Check in") { store.checkIn(habit) }
                                .tint(.green)
                        }
                    }
                }
            }
            .overlay {
                if shown.isEmpty, !query.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .searchable(text: $query, prompt: "Find a habit")
            .navigationTitle("Habits")
            .navigationDestination(item: $selected) { habit in
                HabitDetailScreen(habit: habit) { store.checkIn(habit) }
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Menu {
                        Picker("Sort by", selection: $sortOrder) {
                            ForEach(HabitSortOrder.allCases) { order in
                                Text(order.rawValue).tag(order)
                            }
                        }
                    } label: {
                        Label("New habit", systemImage: "plus")
                    } primaryAction: {
                        editing = store.newHabit(startingAt: .now)
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Help") {
                        openURL(URL(string: "https://example.com/habits/help")!)
                    }
                }
            }
            .sheet(item: $editing) { habit in
                NavigationStack {
                    HabitEditor(habit: habit) { store.save($0) }
                }
            }
            .confirmationDialog(
                "Delete this habit?", isPresented: $isConfirmingDelete, titleVisibility: .visible,
                presenting: pendingDelete
            ) { habit in
                Button("Delete \(habit.name)", role: .destructive) { store.delete(habit) }
            } message: { habit in
                Text("\(habit.name) has a streak of \(habit.streak) days.")
            }
        }
    }
}

/// One row: the name, how long, and how often.
struct HabitRow: View {
    let habit: Habit

    var body: some View {
        VStack(alignment: .leading) {
            Text(habit.name)
                .font(.headline)
            Text("\(habit.minutes, format: .number) min · \(habit.cadence.rawValue)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview("Habits") {
    HabitListScreen(habits: Habit.samples(startingAt: Date.sampleStart))
}

#Preview("No habits") {
    HabitListScreen(habits: [])
}

import RehearsalUI

/// A habit's detail: today's progress as a gauge, a focus session as a timer and a progress view over its
/// interval, the start date through a format style, the days done in an adaptive grid, sharing through a
/// `Transferable` habit, a check-in whose animation completion says well done, and a confirmation dialog driven
/// by an optional item.
struct HabitDetailScreen: View {
    let habit: Habit
    let onCheckIn: () -> Void
    @State private var doneToday = 0.0
    @State private var session: ClosedRange<Date>?
    @State private var cheer: String?
    @State private var loadedFor: Int?
    @State private var pausing: Habit?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Gauge(value: doneToday, in: 0...habit.minutes) {
                    Text("Today")
                } currentValueLabel: {
                    Text(doneToday / habit.minutes, format: .percent)
                }
                LabeledContent("Streak", value: "\(habit.streak) days")
                LabeledContent("Since") {
                    Text(habit.start, format: .dateTime.year().month().day())
                }
                if let session {
                    ProgressView(timerInterval: session) {
                        Text("Focus session")
                    }
                    Text(timerInterval: session, countsDown: false)
                } else {
                    Button("Start a session") {
                        session = Date.now...Date.now.addingTimeInterval(habit.minutes * 60)
                    }
                }
                Button("Log 5 minutes") { doneToday = min(doneToday + 5, habit.minutes) }
                Button("Check in") {
                    withAnimation(.spring) {
                        onCheckIn()
                    } completion: {
                        cheer = "Well done!"
                    }
                }
                if let cheer {
                    Text(cheer)
                }
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 44))]) {
                    ForEach(0..<min(habit.streak, 6), id: \.self) { day in
                        Text("Day \(day + 1)")
                    }
                }
                ShareLink(item: habit, preview: SharePreview(habit.name))
                Button("Pause") { pausing = habit }
            }
        }
        .navigationTitle(habit.name)
        .confirmationDialog("Pause this habit?", item: $pausing, titleVisibility: .visible) { habit in
            Button("Pause \(habit.name) for a week") { cheer = "Paused" }
        } message: { habit in
            Text("Your streak of \(habit.streak) days is kept.")
        }
        .task(id: habit.id) {
            loadedFor = habit.id
        }
    }
}

extension Habit: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.summary)
    }
}

#Preview("Read") {
    NavigationStack {
        HabitDetailScreen(habit: Habit.samples(startingAt: Date.sampleStart)[0]) {}
    }
}

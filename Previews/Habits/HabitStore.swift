import Foundation
import Observation

/// The app's store: `@Observable`, with bookkeeping the views never read kept out of observation.
@MainActor @Observable final class HabitStore {
    var habits: [Habit]
    var lastMessage: String?
    @ObservationIgnored private var nextID: Int
    @ObservationIgnored private(set) var saves = 0

    init(habits: [Habit]) {
        self.habits = habits
        nextID = (habits.map(\.id).max() ?? 0) + 1
    }

    func sorted(by order: HabitSortOrder, matching query: String) -> [Habit] {
        let found = query.isEmpty ? habits : habits.filter { $0.name.localizedCaseInsensitiveContains(query) }
        switch order {
        case .name: return found.sorted { $0.name < $1.name }
        case .streak: return found.sorted { ($0.streak, $1.name) > ($1.streak, $0.name) }
        }
    }

    func newHabit(startingAt start: Date) -> Habit {
        defer { nextID += 1 }
        return Habit(id: nextID, name: "", minutes: 15, cadence: .daily, start: start)
    }

    func save(_ habit: Habit) {
        saves += 1
        if let index = habits.firstIndex(where: { $0.id == habit.id }) {
            habits[index] = habit
        } else {
            habits.append(habit)
        }
        lastMessage = "Saved \(habit.name)"
    }

    func checkIn(_ habit: Habit) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index].streak += 1
        lastMessage = "\(habit.name): \(habits[index].streak) days"
    }

    func delete(_ habit: Habit) {
        habits.removeAll { $0.id == habit.id }
        lastMessage = "Deleted \(habit.name)"
    }
}

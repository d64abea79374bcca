import Foundation

// A habit tracker written the way app developers write one (session 9; read with `search`, code corpus: habit,
// settings and list/detail apps; nothing copied). This file is the model, Foundation only, as an app's model
// target keeps it.

/// How often a habit is due.
enum HabitCadence: String, CaseIterable, Identifiable, Codable, Hashable {
    case daily = "Daily"
    case weekdays = "Weekdays"
    case weekly = "Weekly"

    var id: String { rawValue }
}

/// How the list orders the habits, kept in the app's defaults.
enum HabitSortOrder: String, CaseIterable, Identifiable {
    case name = "Name"
    case streak = "Streak"

    var id: String { rawValue }
}

/// One habit: what to do, how long a day, how often, and the days it was done.
struct Habit: Identifiable, Hashable, Codable, Sendable {
    var id: Int
    var name: String
    var minutes: Double
    var cadence: HabitCadence
    var start: Date
    var streak: Int = 0
    var notes: String = ""

    /// Whether the habit can be saved: a name that is not only spaces.
    var isValid: Bool { !name.trimmingCharacters(in: .whitespaces).isEmpty }

    /// What the share sheet gets as plain text.
    var summary: String { "\(name): \(Int(minutes)) min, \(cadence.rawValue.lowercased())" }

    static func samples(startingAt start: Date) -> [Habit] {
        [
            Habit(id: 1, name: "Read", minutes: 20, cadence: .daily, start: start, streak: 4),
            Habit(id: 2, name: "Stretch", minutes: 10, cadence: .weekdays, start: start, streak: 12),
            Habit(id: 3, name: "Call home", minutes: 30, cadence: .weekly, start: start),
        ]
    }
}

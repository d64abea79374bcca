import Foundation
import Testing

/// Through the built `rehearse`: `HabitListScreen`, a habit tracker written the way app developers write one
/// (session 9, `Previews/Habits`): an `@Observable` store with `@ObservationIgnored` bookkeeping, `@AppStorage` of
/// an enum, `.searchable` with `ContentUnavailableView.search`, swipe actions on both edges, `.badge`, a
/// confirmation dialog made from the habit (`presenting:`) and one driven by an optional item (`item:`), a `Menu`
/// with `primaryAction:` whose `Picker` is a submenu, a sheet with `item:`, `navigationDestination(item:)`, a form
/// with `@FocusState`, `.submitLabel`/`.onSubmit` and a `.keyboard` toolbar, a stepper with `format:`, a date
/// picker with a range, `onChange(of:initial:)` with two values, a gauge, `ProgressView(timerInterval:)`,
/// `Text(timerInterval:)`, `withAnimation`'s completion, and a `ShareLink` of a `Transferable` habit.
@Suite struct HabitsAppShellTests {
    @Test("Piped: search with no results, swipe actions, a dialog made from the habit, the sort menu's picker")
    func list() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "HabitListScreen/Habits"
                ax
                search "zzz"
                ax
                search ""
                swipe "Read, 20 min · Daily" "Check in"
                swipe "Stretch, 10 min · Weekdays" "Delete"
                ax
                tap "Delete Stretch"
                menu "New habit" "Sort by" "Streak"
                ax
                menu "New habit" "Sort by"
                tap "Help"

                """)
        #expect(
            run
                == .init(
                    output: """
                        navigationBar "Habits"
                          menu "New habit"
                          searchField "Search" placeholder="Find a habit"
                        list
                          header "Habits"
                          button "Call home, 30 min · Weekly"
                          button "Read, 20 min · Daily" value="4"
                          button "Stretch, 10 min · Weekdays" value="12"
                        toolbar
                          button "Help"
                        navigationBar "Habits"
                          menu "New habit"
                          searchField "Search" value="zzz"
                        list
                          header "Habits"
                        header "No Results for “zzz”"
                        staticText "Check the spelling or try a new search."
                        toolbar
                          button "Help"
                        dialog "Delete this habit?"
                          staticText "Stretch has a streak of 12 days."
                          button "Delete Stretch"
                        navigationBar "Habits"
                          menu "New habit"
                          searchField "Search" placeholder="Find a habit"
                        list
                          staticText "Deleted Stretch"
                          header "Habits"
                          button "Read, 20 min · Daily" value="5"
                          button "Call home, 30 min · Weekly"
                        toolbar
                          button "Help"
                        error: expected a menu item to pick, but "Sort by" in menu "New habit" is a submenu. To fix, name one of its items after it: "Name", "Streak".
                        opened https://example.com/habits/help with the system; Rehearsal does not follow it (use `url` to deliver a deep link to the app)

                        """, errors: "", status: 1))
    }

    @Test("Piped: the editor moves focus on return, hides the keyboard toolbar with it, steps a formatted value")
    func editor() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "HabitListScreen/Habits"
                tap "New habit"
                ax
                type "Name" "Run"
                submit "Name"
                ax
                tap "Done"
                adjust "Minutes a day" 1
                select "Cadence" "Weekly"
                ax
                tap "Save"
                ax

                """)
        #expect(
            run
                == .init(
                    output: """
                        navigationBar "New habit"
                          button "Cancel"
                          button "Save" [notEnabled]
                        header "Habit"
                        textField "Name" [focused]
                        textField "Notes"
                        header "Schedule"
                        stepper "Minutes a day" value="15"
                        picker "Cadence" value="Daily"
                        datePicker "Starts" value="2026-01-01"
                        toolbar
                          button "Done"
                        navigationBar "Run"
                          button "Cancel"
                          button "Save"
                        header "Habit"
                        textField "Name" value="Run"
                        textField "Notes" [focused]
                        header "Schedule"
                        stepper "Minutes a day" value="15"
                        picker "Cadence" value="Daily"
                        datePicker "Starts" value="2026-01-01"
                        toolbar
                          button "Done"
                        navigationBar "Run"
                          button "Cancel"
                          button "Save"
                        header "Habit"
                        textField "Name" value="Run"
                        textField "Notes"
                        header "Schedule"
                        stepper "Minutes a day" value="20"
                        picker "Cadence" value="Weekly"
                        datePicker "Starts" value="2026-01-01"
                        navigationBar "Habits"
                          menu "New habit"
                          searchField "Search" placeholder="Find a habit"
                        list
                          staticText "Saved Run"
                          header "Habits"
                          button "Call home, 30 min · Weekly"
                          button "Read, 20 min · Daily" value="4"
                          button "Run, 20 min · Weekly"
                          button "Stretch, 10 min · Weekdays" value="12"
                        toolbar
                          button "Help"

                        """, errors: "", status: 0))
    }

    @Test("Piped: the detail's gauge, focus session, animation completion, share, and a dialog driven by an item")
    func detail() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "HabitListScreen/Habits"
                tap "Read, 20 min · Daily"
                path
                tap "Start a session"
                ax
                advance 5m
                tap "Log 5 minutes"
                tap "Check in"
                ax
                tap "Share"
                back
                ax
                tap "Read, 20 min · Daily"
                tap "Pause"
                ax
                tap "Pause Read for a week"
                ax

                """)
        #expect(
            run
                == .init(
                    output: """
                        NavigationStack(Habits) path=[] pushed=[HabitDetailScreen]
                        navigationBar "Read"
                          button "Habits"
                        progressIndicator "Today" value="0%"
                        staticText "Streak" value="4 days"
                        staticText "Since" value="1 Jan 2026"
                        progressIndicator "Focus session" value="20:00"
                        staticText "0:00"
                        button "Log 5 minutes"
                        button "Check in"
                        staticText "Day 1"
                        staticText "Day 2"
                        staticText "Day 3"
                        staticText "Day 4"
                        button "Share"
                        button "Pause"
                        virtual time 300s
                        navigationBar "Read"
                          button "Habits"
                        progressIndicator "Today" value="25%"
                        staticText "Streak" value="4 days"
                        staticText "Since" value="1 Jan 2026"
                        progressIndicator "Focus session" value="15:00"
                        staticText "5:00"
                        button "Log 5 minutes"
                        button "Check in"
                        staticText "Well done!"
                        staticText "Day 1"
                        staticText "Day 2"
                        staticText "Day 3"
                        staticText "Day 4"
                        button "Share"
                        button "Pause"
                        shared Habit through the system's share sheet; Rehearsal shows no sheet
                        navigationBar "Habits"
                          menu "New habit"
                          searchField "Search" placeholder="Find a habit"
                        list
                          staticText "Read: 5 days"
                          header "Habits"
                          button "Call home, 30 min · Weekly"
                          button "Read, 20 min · Daily" value="5"
                          button "Stretch, 10 min · Weekdays" value="12"
                        toolbar
                          button "Help"
                        dialog "Pause this habit?"
                          staticText "Your streak of 5 days is kept."
                          button "Pause Read for a week"
                        navigationBar "Read"
                          button "Habits"
                        progressIndicator "Today" value="0%"
                        staticText "Streak" value="5 days"
                        staticText "Since" value="1 Jan 2026"
                        button "Start a session"
                        button "Log 5 minutes"
                        button "Check in"
                        staticText "Paused"
                        staticText "Day 1"
                        staticText "Day 2"
                        staticText "Day 3"
                        staticText "Day 4"
                        staticText "Day 5"
                        button "Share"
                        button "Pause"

                        """, errors: "", status: 0))
    }

    @Test("JSON lines: sorted by streak through the menu's picker, a habit added, a dialog driven by an item")
    func jsonLines() throws {
        let requests = [
            #"{"command":"set echo none"}"#,
            #"{"command":"open \"HabitListScreen/Habits\""}"#,
            #"{"command":"menu \"New habit\" \"Sort by\" \"Streak\""}"#,
            #"{"command":"tap \"New habit\""}"#,
            #"{"command":"type \"Name\" \"Yoga\""}"#,
            #"{"command":"adjust \"Minutes a day\" 1"}"#,
            #"{"command":"tap \"Save\""}"#,
            #"{"command":"ax"}"#,
            #"{"command":"tap \"Stretch, 10 min · Weekdays\""}"#,
            #"{"command":"tap \"Pause\""}"#,
            #"{"command":"ax"}"#,
        ]
        let run = try RehearseBinary.run(["--jsonl"], input: requests.joined(separator: "\n") + "\n")
        #expect(
            run.output == #"""
                {"ok":true,"output":"","preview":null,"step":0}
                {"ok":true,"output":"","preview":"HabitListScreen/Habits","step":1}
                {"ok":true,"output":"","preview":"HabitListScreen/Habits","step":2}
                {"ok":true,"output":"","preview":"HabitListScreen/Habits","step":3}
                {"ok":true,"output":"","preview":"HabitListScreen/Habits","step":4}
                {"ok":true,"output":"","preview":"HabitListScreen/Habits","step":5}
                {"ok":true,"output":"","preview":"HabitListScreen/Habits","step":6}
                {"ok":true,"output":"navigationBar \"Habits\"\n  menu \"New habit\"\n  searchField \"Search\" placeholder=\"Find a habit\"\nlist\n  staticText \"Saved Yoga\"\n  header \"Habits\"\n  button \"Stretch, 10 min · Weekdays\" value=\"12\"\n  button \"Read, 20 min · Daily\" value=\"4\"\n  button \"Call home, 30 min · Weekly\"\n  button \"Yoga, 20 min · Daily\"\ntoolbar\n  button \"Help\"","preview":"HabitListScreen/Habits","step":6}
                {"ok":true,"output":"","preview":"HabitListScreen/Habits","step":7}
                {"ok":true,"output":"","preview":"HabitListScreen/Habits","step":8}
                {"ok":true,"output":"dialog \"Pause this habit?\"\n  staticText \"Your streak of 12 days is kept.\"\n  button \"Pause Stretch for a week\"","preview":"HabitListScreen/Habits","step":8}

                """#)
        #expect(run.errors == "")
        #expect(run.status == 0)
    }
}

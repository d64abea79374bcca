package import RehearsalUI

/// What one step did, recorded while it ran: the material of `explain`.
package struct StepRecord {
    /// What kind of command the step was, which decides how its chain starts.
    package enum Kind: Equatable {
        case open, environment, interaction, time, action
    }

    /// An interaction's gesture and the element it reached.
    package struct Interaction: Equatable {
        /// `tap button "Try Again"`.
        package var origin: String
        /// `button "Try Again"`, when the interaction targeted an element.
        package var target: String?
        /// The custom view whose body declares that element.
        package var owner: String?
    }

    /// A value that changed, with the views that had read it before the step.
    package struct Change: Equatable {
        /// How the value moved, as far as its printed forms tell.
        package enum Shape: Equatable {
            /// From `old` to `new`.
            case transition
            /// It changed, then changed back to `new`.
            case reverted
            /// It changed, but its short form (`new`) prints the same, like a list of as many items.
            case hidden
        }

        /// `@State phase of ShelfScreen` or `TaskStore.isLoading`.
        package var name: String
        package var old: String
        package var new: String
        package var readers: [String]
        package var shape = Shape.transition
    }

    /// What happened to one task during the step.
    package struct TaskEvent: Equatable {
        package var label: String
        package var origin: String
        package var started: Bool
        /// `finished`, `was cancelled`, `ran to its end`, or what it waits for now (`sleeps until +2s (in 1s)`).
        package var outcome: String
        /// Whether it was waiting when the step began and now is not (it resumed).
        package var resumed: Bool
        /// Whether it ended during the step (so `outcome` says how), rather than waiting now.
        package var ended: Bool
        /// The sleep it was waiting on when the step began, if it resumed from one: `+1s`.
        package var sleptUntil: String?
    }

    package var number: Int
    package var command: String
    package var kind: Kind
    package var interactions: [Interaction] = []
    package var changes: [Change] = []
    package var evaluations: [EvaluationRecord] = []
    /// Custom views on screen after the step that were not evaluated, by name (with counts).
    package var notEvaluated: [String] = []
    package var tasks: [TaskEvent] = []
    package var timeBefore = ""
    package var timeAfter = ""
    package var pathBefore = ""
    package var pathAfter = ""
    package var warnings: [String] = []

    package init(number: Int, command: String, kind: Kind) {
        self.number = number
        self.command = command
        self.kind = kind
    }
}

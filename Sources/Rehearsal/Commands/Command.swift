/// One command of the shell's language, parsed.
public enum Command: Equatable, Sendable {
    /// What a printing command prints.
    public enum Output: String, Equatable, Sendable, CaseIterable {
        case tree, ax, audit, path, state, diff, tasks, history, actions, previews, stubs
        /// The file the open document window's document saves as (`save`): it prints, and changes nothing.
        case save
        /// The menu items of the open app's commands (`commands`), as the focused values make them now.
        case commands
    }

    /// An action on one element.
    public enum Interaction: Equatable, Sendable {
        case tap
        case type(String)
        case clear
        case submit
        case toggle
        case select(String)
        case adjust(Double)
        case swipe(String)
        case menu(String)
        case scroll
        case refresh
        /// Replace the whole text of a field (`type` appends).
        case replace(String)
        /// Taps an element this many times in a row (`tap --count 2`).
        case multiTap(Int)
        case longPress
        /// Performs a named accessibility action (`accessibilityAction(named:)`).
        case action(String)
        /// Deletes a row of a `ForEach` with `onDelete` (`delete TARGET`).
        case delete
        /// Moves a row of a `ForEach` with `onMove` to a position counted from 1 (`move TARGET --to N`).
        case move(Int)
        /// Drops text items among the rows of a `ForEach` with `onInsert`, the first at a position counted from 1
        /// (`insert TARGET --at N "text" ...`).
        case insert([String], at: Int)
        /// Picks a menu item through submenus (`menu TARGET "More" "Archive"`); one label is `menu(_:)`.
        case menuPath([String])
        /// Selects the row a target names in the selectable list that holds it (`select "Inbox"`).
        case selectRow
        /// Drags an element by a translation in points (`drag TARGET 120 0`), through its `DragGesture`.
        case drag(Double, Double)
        /// Gives an element keyboard focus (`focus TARGET`), as tapping into it does: a text input, or a view with
        /// `.focused(...)`.
        case focus
        /// Drags an element from a point to a point in its own coordinates (`drag TARGET --from 10,10 --to 130,10`).
        case dragFrom(x: Double, y: Double, toX: Double, toY: Double)
        /// Pinches an element to a scale, through its `MagnifyGesture` (`pinch TARGET 2`, 0.5 pinches in).
        case pinch(Double)
        /// Rotates an element by an angle in degrees, through its `RotateGesture` (`rotate TARGET 90`).
        case rotate(Double)
        /// Puts a finger down on a button and keeps it there: a `ButtonStyle` sees `isPressed` (`press TARGET`).
        case press
        /// Lifts the finger a `press` put down: the button's action runs (`release TARGET`).
        case release
        /// Slides the finger a `press` put down off the button, then lifts it: no action runs
        /// (`release TARGET --cancel`).
        case cancelPress
    }

    case show(Output, json: Bool)
    case open(String)
    case env(String)
    case trait([String: String], order: [String])
    /// `defaults KEY=VALUE ...` sets the session's in-memory `@AppStorage` defaults; alone, lists them.
    case defaults([String: String], order: [String])
    case interact(Interaction, Target)
    case refresh
    case back
    case dismiss
    case tab(String)
    case search(String)
    case url(String)
    case perform(String)
    case step
    case settle
    case advance(Duration)
    case undo
    case goto(Int)
    /// `record [--force] FILE`: `force` allows replacing a file that is already there.
    case record(String, force: Bool = false)
    case stop
    case replay([String])
    /// `export [--force] FILE.swift`: write the session as a Swift Testing file; `force` replaces a file not ours.
    case export(String, force: Bool = false)
    /// Rebuild the previews' package and move the session into the new build (`swift package rehearse`).
    case reload
    case explain(String?)
    case lesson(String?)
    case help(String?)
    case set(String, String)
    case quit
    /// `matrix AXIS=V1,V2 ...`: replay the session's steps under every combination and compare them.
    case matrix(VariantMatrix)
    /// `command "Story/New Chapter"`: chooses an item of the open app's menu commands, by its path.
    case chooseCommand(String)
    /// `shortcut cmd+shift+n`: presses the keyboard shortcut of an item of the open app's menu commands.
    case pressShortcut(String)

    /// Whether the command changes the session (and so is a step of its history).
    public var isStep: Bool {
        switch self {
        case .open, .env, .trait, .interact, .refresh, .back, .dismiss, .tab, .search, .url, .perform, .step,
            .settle, .advance, .chooseCommand, .pressShortcut:
            true
        case .defaults(let values, _):
            !values.isEmpty
        default:
            false
        }
    }
}

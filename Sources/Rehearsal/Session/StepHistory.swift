/// A session's steps, for `undo`, `goto`, `history` and `record`: each distinct command once, and a number per step.
///
/// A long session repeats a few commands (`tap #row-0`, `tab Settings`) many times; a command is wide (its
/// target's strings, its gesture's values), so a plain array of them cost about a hundred bytes a step. Here
/// a step costs four bytes, plus each command the first time it is seen.
package struct StepHistory: RandomAccessCollection, Equatable {
    /// The distinct commands, in the order first seen.
    private var commands: [Command] = []
    /// The number in `commands` of each command, by its canonical text.
    private var numbers: [String: Int32] = [:]
    /// The steps, as numbers in `commands`.
    private var steps: [Int32] = []

    package init() {}

    package init(_ commands: some Sequence<Command>) {
        for command in commands { append(command) }
    }

    /// How many distinct commands are kept.
    package var distinctCount: Int { commands.count }

    package var startIndex: Int { 0 }
    package var endIndex: Int { steps.count }

    package subscript(position: Int) -> Command { commands[Int(steps[position])] }

    /// Adds a step at the end.
    package mutating func append(_ command: Command) {
        let text = command.text
        if let number = numbers[text], commands[Int(number)] == command {
            steps.append(number)
            return
        }
        let number = Int32(commands.count)
        commands.append(command)
        // A text two commands share (never, for parsed commands) keeps the first; the second is stored again.
        if numbers[text] == nil { numbers[text] = number }
        steps.append(number)
    }

    /// Drops the steps from `range.lowerBound` to the end; the commands stay known.
    package mutating func removeSubrange(_ range: PartialRangeFrom<Int>) {
        steps.removeSubrange(range)
    }

    package static func == (lhs: StepHistory, rhs: StepHistory) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

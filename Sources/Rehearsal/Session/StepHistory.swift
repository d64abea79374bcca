/// A session's steps, for `undo`, `goto`, `history` and `record`: each distinct command once, and a number per step.
///
/// A long session repeats a few commands (`tap #row-0`, `tab Settings`) many times; a command is wide (its
/// target's strings, its gesture's values), so a plain array of them cost about a hundred bytes a step. Here
/// a step costs one byte while there are fewer than 256 distinct commands (two, then four, past that), plus each
/// command the first time it is seen: a worker tapped 100,000 times stays flat.
package struct StepHistory: RandomAccessCollection, Equatable {
    /// The distinct commands, in the order first seen.
    private var commands: [Command] = []
    /// The number in `commands` of each command, by its canonical text.
    private var numbers: [String: Int32] = [:]
    /// The steps, as numbers in `commands`, each in `width` little-endian bytes.
    private var steps: [UInt8] = []
    /// Bytes a step: 1, 2 or 4, as wide as the largest number needs.
    private var width = 1

    package init() {}

    package init(_ commands: some Sequence<Command>) {
        for command in commands { append(command) }
    }

    /// How many distinct commands are kept.
    package var distinctCount: Int { commands.count }

    /// The bytes each step costs now: 1 below 256 distinct commands, 2 below 65,536, else 4.
    package var bytesPerStep: Int { width }

    package var startIndex: Int { 0 }
    package var endIndex: Int { steps.count / width }

    package subscript(position: Int) -> Command { commands[number(at: position)] }

    /// The number in `commands` of the step at `position`.
    private func number(at position: Int) -> Int {
        var value = 0
        for byte in 0..<width { value |= Int(steps[position * width + byte]) << (8 * byte) }
        return value
    }

    /// Adds a step whose command is `commands[number]`, widening every step first when `number` needs it.
    private mutating func appendStep(_ number: Int32) {
        let needed = number < 256 ? 1 : number < 65_536 ? 2 : 4
        if needed > width {
            let numbers = (0..<count).map(self.number(at:))
            width = needed
            steps = []
            steps.reserveCapacity(numbers.count * width)
            for old in numbers { appendBytes(old) }
        }
        appendBytes(Int(number))
    }

    private mutating func appendBytes(_ number: Int) {
        for byte in 0..<width { steps.append(UInt8(truncatingIfNeeded: number >> (8 * byte))) }
    }

    /// Adds a step at the end.
    package mutating func append(_ command: Command) {
        let text = command.text
        if let number = numbers[text], commands[Int(number)] == command {
            appendStep(number)
            return
        }
        let number = Int32(commands.count)
        commands.append(command)
        // A text two commands share (never, for parsed commands) keeps the first; the second is stored again.
        if numbers[text] == nil { numbers[text] = number }
        appendStep(number)
    }

    /// Drops the steps from `range.lowerBound` to the end; the commands stay known.
    package mutating func removeSubrange(_ range: PartialRangeFrom<Int>) {
        steps.removeSubrange((Swift.min(range.lowerBound, count) * width)...)
    }

    package static func == (lhs: StepHistory, rhs: StepHistory) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

/// Remembers the environment a navigation or presentation view last gave its children, so an update that
/// changes nothing passes the same environment again and the views below are not re-evaluated for nothing.
///
/// Environments are equal when they share storage; writing `dismiss` (a closure) anew on every update would
/// make every view below look changed. `key` stands for the values written: when it and the input are
/// unchanged, the previous output is reused.
final class EnvironmentMemo {
    private var input: EnvironmentValues?
    private var key: AnyHashable?
    private var output: EnvironmentValues?

    func environment(
        from input: EnvironmentValues, key: AnyHashable, write: (inout EnvironmentValues) -> Void
    ) -> EnvironmentValues {
        if let output, let previous = self.input, previous.isIdentical(to: input), self.key == key {
            return output
        }
        var environment = input
        write(&environment)
        self.input = input
        self.key = key
        output = environment
        return environment
    }
}

/// The plugin's own arguments, taken out of those it passes to the shell: `--target NAME` (repeatable) and
/// `--watch`. Everything else (and everything after a `--`) goes to the shell unchanged.
struct PluginArguments {
    /// The targets named with `--target`, in order; empty means every target that uses RehearsalUI.
    var targets: [String] = []
    /// Whether the shell rebuilds when a source file changes.
    var watch = false
    /// The shell's arguments.
    var shell: [String] = []

    init(_ arguments: [String]) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--":
                shell += arguments[index...]
                return
            case "--watch":
                watch = true
            case "--target":
                guard index < arguments.count, !arguments[index].hasPrefix("-") else {
                    throw RehearseFailure(
                        description: "--target needs a target's name, like --target Screens (it can be repeated)")
                }
                targets.append(arguments[index])
                index += 1
            default:
                if argument.hasPrefix("--target=") {
                    targets.append(String(argument.dropFirst("--target=".count)))
                } else {
                    shell.append(argument)
                }
            }
        }
    }
}

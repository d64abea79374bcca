/// The plugin's own arguments, taken out of those it passes to the shell: `--target NAME` (repeatable),
/// `--watch`, and the trait options (`TraitOptions`). Everything else (and everything after a `--`) goes to
/// the shell unchanged.
struct PluginArguments {
    /// The targets named with `--target`, in order; empty means every target that uses RehearsalUI.
    var targets: [String] = []
    /// Whether the shell rebuilds when a source file changes.
    var watch = false
    /// The shell's arguments.
    var shell: [String] = []
    /// `--traits LIST`, `--enable-all-traits`, `--disable-default-traits` given after the verb, for the host's
    /// build.
    var traits: [String] = []

    init(_ given: [String]) throws {
        let (traits, arguments) = try TraitOptions.take(from: given)
        self.traits = traits
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

package import Rehearsal

/// The real-time limit on one command (or one step of a script): how long a worker may take to answer
/// before it is declared hung and replaced.
package enum Watchdog {
    /// The limit when nothing sets one.
    package static let defaultLimit: Duration = .seconds(10)
    /// The longest limit accepted: a day.
    package static let longest: Double = 86_400
    /// The shortest limit accepted: a tenth of a second.
    package static let shortest: Double = 0.1

    /// Reads a number of seconds (`10`, `2.5`) from `REHEARSE_WATCHDOG` or `--watchdog`, named by `source`.
    package static func parse(_ text: String, source: String) throws(CommandError) -> Duration {
        guard let seconds = NumberSyntax.decimal(text), seconds >= shortest, seconds <= longest else {
            throw CommandError(
                "\(source) expects a number of seconds from 0.1 to 86400, like 10 or 2.5, found "
                    + Tokenizer.quoted(VisibleText.escaping(text)),
                code: "syntax", hint: "the default is \(DurationText.format(defaultLimit))")
        }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }
}

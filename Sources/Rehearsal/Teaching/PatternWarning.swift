/// A state-management pitfall seen on the live screen: what happened, how to fix it, and the seed guideline.
///
/// Printed after the step in which it first happened:
/// ```
/// warning: ItemRow copies its parent's value into @State draft: the parent now passes "B", but the view
/// keeps "A". To fix, pass the value (let draft: String) or a binding (@Binding var draft: String).
///   guideline: "One source of truth. …" (swiftui-ui-patterns, Guidelines)
/// ```
package struct PatternWarning: Equatable, Sendable {
    package var guideline: PatternGuideline
    /// What happened, naming the views and properties involved.
    package var message: String
    /// What to change, starting with a verb.
    package var fix: String

    package init(_ guideline: PatternGuideline, _ message: String, fix: String) {
        self.guideline = guideline
        self.message = message
        self.fix = fix
    }

    package var text: String {
        "warning: \(message). To fix, \(fix).\n  guideline: \"\(guideline.quote)\" (\(guideline.source))"
    }
}

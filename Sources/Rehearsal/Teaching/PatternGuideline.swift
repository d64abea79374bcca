/// A state-management guideline from the seeds in `shared/seeds/`, quoted where a pattern warning cites it.
package enum PatternGuideline: String, CaseIterable, Sendable {
    case oneSourceOfTruth
    case flagsMultiply
    case taskNotOnAppear
    case destinationOnStackRoot
    case injectWhatYouRead
    case bodyOnlyReads
    case avoidAnyView
    case cancellationIsNotAnError
    case idsFromData

    /// The guideline's words, as the seed puts them.
    package var quote: String {
        switch self {
        case .oneSourceOfTruth:
            "One source of truth. Copying a parent's value into a child's `@State` creates a second copy that "
                + "stops following the parent. Pass a binding or the value."
        case .flagsMultiply:
            "Flags multiply. `showAdd`, `showEdit`, `showShare` as separate Booleans is the commonest source of "
                + "sheets that will not open or will not close. One optional enum per presenter."
        case .taskNotOnAppear:
            "Never use Task {} in onAppear - it doesn't auto-cancel and can cause issues"
        case .destinationOnStackRoot:
            "Put `navigationDestination(for:)` on the stack's root content. Apple's documentation warns against "
                + "placing it inside lazy containers such as `List` or `LazyVStack`, where the stack may not see it."
        case .injectWhatYouRead:
            "Reading a type from the environment that nobody injected throws at run time; declare it optional "
                + "(`private var client: LibraryClient?`) when it may be absent."
        case .bodyOnlyReads:
            "Use `.task(id:)` and `.onChange(of:)` for side effects"
        case .avoidAnyView:
            "Avoid `AnyView` to make branches type-check; use `@ViewBuilder`, `Group` or a `switch`."
        case .cancellationIsNotAnError:
            "Cancellation is not an error to show. Catch `CancellationError` separately and leave the phase alone."
        case .idsFromData:
            "`List(items) { … }` or `ForEach(items)` over `Identifiable` data with ids that come from the data."
        }
    }

    /// Where the guideline is: the seed's name and its section.
    package var source: String {
        switch self {
        case .oneSourceOfTruth, .flagsMultiply, .avoidAnyView: "swiftui-ui-patterns, Guidelines"
        case .taskNotOnAppear: "SwiftUI Development Patterns, Required Patterns 3"
        case .destinationOnStackRoot: "swiftui-ui-patterns, 4. Navigation: values, not views"
        case .injectWhatYouRead: "swiftui-ui-patterns, 2. Decide who owns each piece of state"
        case .bodyOnlyReads: "SwiftUI Development Patterns, Local State Management"
        case .cancellationIsNotAnError: "swiftui-ui-patterns, 6. Loading: make every phase a case"
        case .idsFromData: "swiftui-ui-patterns, 7. Lists, search and forms"
        }
    }
}

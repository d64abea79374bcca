@_spi(SwiftUI) import Observation
import Synchronization

/// Why a body was evaluated: the answer the teaching features print.
package enum EvaluationCause: Equatable, Sendable {
    /// The view appeared for the first time.
    case mount
    /// Its parent was re-evaluated and produced a changed value of it.
    case parent(String)
    /// Environment values it read changed, named as `explain` names them: `\.colorScheme`.
    case environment([String])
    /// A `@State` it read changed: owner view, property, old and new values, and the declaring wrapper
    /// (`@State`, `@GestureState`, `@FocusState`).
    case state(owner: String, property: String, old: String, new: String, wrapper: String = "@State")
    /// A property of an `@Observable` object it read changed.
    case observed(type: String, property: String)
    /// The session asked for it (a trait or stub changed).
    case session(String)

    /// The cause in plain words.
    package var sentence: String {
        switch self {
        case .mount: "it appeared"
        case .parent(let name): "its parent \(name) was re-evaluated and passed it new inputs"
        case .environment(let keys): EvaluationCause.environmentSentence(keys)
        case .state(let owner, let property, let old, let new, let wrapper):
            "\(wrapper) \(property) of \(owner) changed: \(old) → \(new)"
        case .observed(let type, let property): "it read \(type).\(property), which changed"
        case .session(let what): what
        }
    }
}

/// One evaluation of a body, recorded for `explain`.
package struct EvaluationRecord: Equatable, Sendable {
    /// The view's type name.
    package var view: String
    /// The view's identity path, printed.
    package var identity: String
    package var cause: EvaluationCause
}

/// Where observation callbacks leave their news for the graph to read on the main actor.
///
/// Callbacks arrive on whatever context mutated the observed value; a `Mutex` orders them.
final class InvalidationInbox: Sendable {
    enum Entry: @unchecked Sendable {
        /// A tracked body's dependency changed. `changed` is a key path, which is immutable.
        case invalidated(NodeHandle, generation: Int, changed: AnyKeyPath?)
        /// A `@State` was set; the invalidations that follow it were caused by it.
        case stateChanged(EvaluationCause)
        /// An `ObservableObject` that the node holds is about to change.
        case objectWillChange(NodeHandle, cause: EvaluationCause)
    }

    private let entries = Mutex<[Entry]>([])

    func post(_ entry: Entry) {
        entries.withLock { $0.append(entry) }
    }

    func take() -> [Entry] {
        entries.withLock { entries in
            defer { entries.removeAll(keepingCapacity: true) }
            return entries
        }
    }

    var isEmpty: Bool { entries.withLock { $0.isEmpty } }
}

extension EvaluationCause {
    /// `environment \.colorScheme changed`, for the keys a view read that changed.
    package static func environmentSentence(_ keys: [String]) -> String {
        "environment \(keys.joined(separator: ", ")) changed"
    }
}

package import RehearsalUI

/// Collects the state changes of one step, in order, for the echo after an action and for `explain`.
@MainActor package final class StateChangeLog: GraphObserver {
    /// One `@State` change: `@State phase of ShelfScreen: .loading → .loaded(3 items)`.
    package private(set) var changes: [String] = []
    /// The same changes with their property, so that `netChanges` can join those of one property.
    private var records: [Record] = []

    package init() {}

    package func clear() {
        changes.removeAll()
        records.removeAll()
    }

    package func stateWillChange(owner: GraphNode, property: String, cause: EvaluationCause) {
        guard case .state(let ownerName, let name, let old, let new, let wrapper) = cause, old != new else { return }
        changes.append("\(wrapper) \(name) of \(ownerName): \(old) → \(new)")
        records.append(
            Record(
                key: Key(owner: ObjectIdentifier(owner), property: name, wrapper: wrapper),
                label: "\(wrapper) \(name) of \(ownerName)", old: old, new: new))
    }

    package func stateInitialValueIgnored(node: GraphNode, property: String, initial: Any, kept: Any) {}

    /// The step's changes with one line per property, in the order each first changed: its value before the
    /// step → its value after. A gesture's `onChanged` and `updating` run per event, so a drag, pinch or
    /// rotation writes a property several times; the step reports where it ended. A property that ended where
    /// it started (a `@GestureState`, reset when the gesture ends) says what it held during the gesture:
    /// `@GestureState livePinch of Gallery: 1.0 (2.0 during the gesture)`.
    package var netChanges: [String] {
        var order: [Key] = []
        var chains: [Key: (label: String, values: [String])] = [:]
        for record in records {
            if chains[record.key] == nil {
                order.append(record.key)
                chains[record.key] = (record.label, [record.old])
            }
            chains[record.key]!.values.append(record.new)
        }
        return order.compactMap { key in
            guard let (label, values) = chains[key], let first = values.first, let last = values.last else {
                return nil
            }
            guard first == last else { return "\(label): \(first) → \(last)" }
            // A chain of at least three values: the start, what it held, and the start again.
            let held = values[values.count - 2]
            return "\(label): \(first) (\(held) during the gesture)"
        }
    }

    /// Which property of which view a change wrote.
    private struct Key: Hashable {
        var owner: ObjectIdentifier
        var property: String
        var wrapper: String
    }

    /// One change with its property.
    private struct Record {
        var key: Key
        var label: String
        var old: String
        var new: String
    }
}

import Foundation
import RehearsalUI

/// Warns when a view's `@State` was initialised from a value its parent later changes: the view keeps its
/// own copy, which stops following the parent ("one source of truth").
///
/// The graph reports each `@State`'s initial value at mount, and on every relink the fresh initial value
/// (made by the parent's latest evaluation) with the kept one. The warning needs three things: the
/// parent now passes a different initial value than before, the kept value differs from it, and the view's
/// other inputs changed too (or it has none), so a value the view makes itself (`UUID()`) is not mistaken
/// for one the parent passes.
@MainActor final class StateCopyCheck {
    private struct Key: Hashable {
        var node: ObjectIdentifier
        var property: String
    }

    private struct Seen {
        var initial: String
        var inputs: String
    }

    /// What a mount saw, described only when a relink compares it: a screen of 100,000 rows mounts 100,000
    /// `@State`s, and most are never relinked.
    @MainActor private enum Kept {
        case described(Seen)
        case mounted(initial: Any, view: any View)

        var seen: Seen {
            switch self {
            case .described(let seen): seen
            case .mounted(let initial, let view):
                Seen(initial: ValueDescription.short(initial), inputs: StateCopyCheck.inputs(of: view))
            }
        }
    }

    @exclusivity(unchecked) private var seen: [Key: Kept] = [:]
    /// Mounts not yet put in `seen`, in order: a screen that opens mounts a `@State` a row, and appending costs less
    /// than a table's insert. Put in `seen` at the next relink, or when many wait.
    @exclusivity(unchecked) private var mounts: [(key: Key, initial: Any, view: any View)] = []

    func mounted(_ node: GraphNode, property: String, initial: Any) {
        mounts.append((Key(node: ObjectIdentifier(node), property: property), initial, node.view))
        if mounts.count >= 1 << 17 { fileMounts() }
    }

    /// Puts the waiting mounts in `seen`, later ones over earlier ones at the same key, as they happened.
    private func fileMounts() {
        for mount in mounts { seen[mount.key] = .mounted(initial: mount.initial, view: mount.view) }
        mounts = []
    }

    func relinked(_ node: GraphNode, property: String, initial: Any, kept: Any) -> PatternWarning? {
        if !mounts.isEmpty { fileMounts() }
        let key = Key(node: ObjectIdentifier(node), property: property)
        let fresh = Seen(initial: ValueDescription.short(initial), inputs: Self.inputs(of: node.view))
        let previous = seen[key]?.seen
        seen[key] = .described(fresh)
        guard let previous, fresh.initial != previous.initial, !(initial is UUID), !(initial is Date),
            fresh.inputs != previous.inputs || fresh.inputs.isEmpty
        else { return nil }
        let keptText = ValueDescription.short(kept)
        guard keptText != fresh.initial else { return nil }
        let view = node.typeName
        return PatternWarning(
            .oneSourceOfTruth,
            "\(view) copies a value from its parent into @State \(property): the parent now passes \(fresh.initial), "
                + "but \(view) keeps \(keptText), because a @State's initial value is used only when the view "
                + "first appears",
            fix: "let the parent own the value and pass it down (let \(property)), or pass a binding "
                + "(@Binding var \(property)) if \(view) edits it")
    }

    /// The view's inputs other than its dynamic properties, printed, to tell whether the parent changed them.
    fileprivate static func inputs(of view: any View) -> String {
        Mirror(reflecting: view).children.compactMap { child in
            guard let label = child.label, !label.hasPrefix("_") else { return nil }
            return "\(label)=\(ValueDescription.short(child.value))"
        }.joined(separator: " ")
    }
}

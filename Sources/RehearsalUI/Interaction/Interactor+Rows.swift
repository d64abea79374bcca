/// Selecting a row of a selectable list by the row itself: `select "Inbox"`, as a tap on a sidebar's row.
extension Interactor {
    /// Selects the row that `target` names in the reachable `List(selection:)` that holds it. A row is
    /// named by its label (`"Inbox"`) or by one of the texts it joins (`"Lunch on Friday"` in a row that
    /// reads "Ada Lovelace, Lunch on Friday").
    @discardableResult
    package func selectRow(_ target: TargetQuery) throws(InteractionError) -> Result {
        let lists = snapshot.reachableElements.filter { $0.role == "list" && $0.actions.select != nil }
        var labels: [String] = []
        for list in lists {
            guard let select = list.actions.select, let view = list.source?.view as? any SelectableList else {
                continue
            }
            let options = view.listOptions.map(\.label)
            labels += options
            guard let label = Self.rowLabel(target, among: options) else { continue }
            return run("select \(target.description)") { _ = select(label) }
        }
        if let picker = snapshot.reachableElements.first(where: {
            $0.role != "list" && $0.actions.select != nil && $0.label == target.label
        }) {
            throw InteractionError(
                .optionNotFound,
                "expected a row \(target.description) in a selectable list, but \(picker.reference) is a control "
                    + "that selects among options. To fix, name the option too: `select \(target.description) "
                    + "\"option\"`.")
        }
        guard !lists.isEmpty else {
            throw InteractionError(
                .unsupported,
                "expected a list with a selection (List(selection:)) on screen to select \(target.description) in, "
                    + "but none is reachable. To fix, use `tap` for a row that is a button or a link, or "
                    + "`select TARGET \"option\"` for a picker.")
        }
        guard !labels.isEmpty else {
            throw InteractionError(
                .optionNotFound,
                "expected a row \(target.description) in a selectable list, but the selectable lists on screen have "
                    + "no rows. To fix, wait for the rows to load (`advance`) or select in another column first.")
        }
        let wanted = target.label ?? target.description
        let nearest = labels.min {
            TargetResolver.distance(wanted.lowercased(), $0.lowercased())
                < TargetResolver.distance(wanted.lowercased(), $1.lowercased())
        }
        throw InteractionError(
            .optionNotFound,
            "expected a row \(target.description) in a selectable list, but the rows are "
                + labels.map { ValueDescription.quoted($0) }.joined(separator: ", ") + "."
                + (nearest.map { " Did you mean \(ValueDescription.quoted($0))?" } ?? "")
                + " To fix, select one of those.")
    }

    /// The option a target names: its whole label, or one of the texts the label joins with ", ".
    private static func rowLabel(_ target: TargetQuery, among options: [String]) -> String? {
        guard let label = target.label else { return nil }
        if options.contains(label) { return label }
        return options.first { $0.components(separatedBy: ", ").contains(label) }
    }
}

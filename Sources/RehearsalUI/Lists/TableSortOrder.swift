import Foundation

/// A table's `sortOrder:` binding seen through its columns' comparators (each of the binding's `Sort` type,
/// kept as `Any` by the type-erased columns): which column sorts first, in which direction, and the order a
/// click on a column's header makes.
@MainActor struct TableSortOrder {
    /// Whether a column's comparator is of the binding's type, so its header sorts.
    let sorts: (Any) -> Bool
    /// The direction of the column whose comparator is the binding's first, for that column; else `nil`.
    let direction: (Any) -> SortOrder?
    /// Sorts by the column: its comparator becomes the first (in its own order), or reverses when it is
    /// first already, as a click on a table's column header does.
    let sort: (Any) -> Void

    init<Sort: SortComparator>(_ binding: Binding<[Sort]>) {
        sorts = { $0 is Sort }
        direction = { comparator in
            guard let column = comparator as? Sort, let first = binding.wrappedValue.first,
                Self.same(first, column)
            else { return nil }
            return first.order
        }
        sort = { comparator in
            guard let column = comparator as? Sort else { return }
            var order = binding.wrappedValue
            if let first = order.first, Self.same(first, column) {
                order[0].order = first.order == .forward ? .reverse : .forward
            } else {
                order.removeAll { Self.same($0, column) }
                order.insert(column, at: 0)
            }
            binding.wrappedValue = order
        }
    }

    /// Whether two comparators sort by the same thing, whatever their direction.
    private static func same<Sort: SortComparator>(_ comparator: Sort, _ other: Sort) -> Bool {
        var comparator = comparator
        comparator.order = other.order
        return comparator == other
    }

    /// A direction as a header shows it: `ascending`, `descending`.
    static func word(_ order: SortOrder) -> String {
        order == .forward ? "ascending" : "descending"
    }
}

extension KeyPathComparator: CustomRehearsalDescription {
    /// `KeyPathComparator(\.name)`, `KeyPathComparator(\.joined, order: .reverse)`, as the call is written.
    public var rehearsalDescription: String {
        let name = KeyPathNames.propertyName(keyPath).map { "\\.\($0)" } ?? "\(keyPath)"
        return "KeyPathComparator(\(name)" + (order == .reverse ? ", order: .reverse)" : ")")
    }
}

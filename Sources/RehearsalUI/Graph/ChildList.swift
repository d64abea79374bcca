/// The children a view lists for the graph during an update, with their identity keys.
@MainActor @usableFromInline package struct ChildList {
    package struct Item {
        package var key: NodeKey
        package var view: any View
        package var environment: EnvironmentValues
    }

    package private(set) var items: [Item] = []
    /// The environment given to children appended from now on.
    package var environment: EnvironmentValues

    package init(environment: EnvironmentValues) {
        self.environment = environment
    }

    /// A list that appends into `buffer`, an empty array whose capacity is reused (`ViewGraph.itemBuffers`).
    init(environment: EnvironmentValues, reusing buffer: [Item]) {
        self.environment = environment
        self.items = buffer
    }

    /// Moves the items out, leaving the list empty, so the caller holds the only reference to their buffer.
    mutating func takeItems() -> [Item] {
        var taken: [Item] = []
        swap(&taken, &items)
        return taken
    }

    package mutating func append(_ view: any View, key: NodeKey) {
        items.append(Item(key: key, view: view, environment: environment))
    }

    package mutating func append(_ view: any View, key: NodeKey, environment: EnvironmentValues) {
        items.append(Item(key: key, view: view, environment: environment))
    }

    package mutating func reserveCapacity(_ count: Int) { items.reserveCapacity(count) }

    /// The children kept as they are at both ends of the node's list, when the items are only those between
    /// (`keepRows`: a `ForEach` whose data kept those rows' elements).
    package private(set) var keptRows: (prefix: Int, suffix: Int)?

    /// Has the graph keep the node's first `prefix` and last `suffix` children as they are; the items listed are the
    /// children between them.
    package mutating func keepRows(prefix: Int, suffix: Int) { keptRows = (prefix, suffix) }
}

extension [ChildList.Item] {
    /// Moves the item at `index` out, leaving a placeholder that holds nothing (an empty view, no environment).
    ///
    /// Swapped, not copied: a copy retained what the item's view holds, and the array's copy was released soon
    /// after, when the list was emptied.
    mutating func take(at index: Int) -> ChildList.Item {
        var item = ChildList.Item(key: .body, view: EmptyView(), environment: EnvironmentValues())
        swap(&item, &self[index])
        return item
    }
}

/// Reads the value a preference key has for a node's subtree, the way SwiftUI documents it: the values of
/// the views below, in tree order, combined with the key's `reduce(value:nextValue:)`.
///
/// A `preference(key:value:)` gives its content that value, replacing whatever the content sets; a
/// `transformPreference` changes the value of its content. Subtrees that set nothing are skipped, so a key
/// with no writer below reads as `defaultValue`.
@MainActor package enum PreferenceValues {
    /// The reduced value of `key` over the children of `node` (the node's own writer is not included).
    package static func value<K: PreferenceKey>(_ key: K.Type, below node: GraphNode) -> K.Value {
        combined(key, node.children) ?? K.defaultValue
    }

    /// The reduced value of `key` over `children`, some of a node's children (its content, not its slots).
    static func value<K: PreferenceKey>(_ key: K.Type, below node: GraphNode, among children: [GraphNode]) -> K.Value {
        combined(key, children) ?? K.defaultValue
    }

    /// The value `node`'s subtree sets, or `nil` when nothing in it sets one.
    static func value<K: PreferenceKey>(_ key: K.Type, of node: GraphNode) -> K.Value? {
        if let writer = node.modifierState as? PreferenceWriterState<K> {
            switch writer.action {
            case .set(let value): return value
            case .transform(let transform):
                var value = combined(key, node.children) ?? K.defaultValue
                transform(&value)
                return value
            }
        }
        return combined(key, node.children)
    }

    private static func combined<K: PreferenceKey>(_ key: K.Type, _ nodes: [GraphNode]) -> K.Value? {
        var result: K.Value?
        for child in nodes {
            guard let next = value(key, of: child) else { continue }
            if result == nil {
                result = next
            } else {
                K.reduce(value: &result!, nextValue: { next })
            }
        }
        return result
    }

    /// The readers of `key` above `node`, nearest first; a node's ancestors never change, so writers keep them.
    static func readers<K: PreferenceKey>(_ key: K.Type, above node: GraphNode) -> [PreferenceReaderLink] {
        var links: [PreferenceReaderLink] = []
        var ancestor = node.parent
        while let current = ancestor {
            if let reader = current.modifierState as? any PreferenceReader, reader.reads(key) {
                links.append(PreferenceReaderLink(node: WeakNode(node: current), reader: reader))
            }
            ancestor = current.parent
        }
        return links
    }
}

/// A reader above a writer, held without keeping its node alive.
struct PreferenceReaderLink {
    let node: WeakNode
    let reader: any PreferenceReader

    /// Reads the value again now, if the reader's node is still in the tree.
    @MainActor func recheck() {
        guard let target = node.node, target.isMounted else { return }
        reader.recheck(target)
    }
}

/// A modifier's state that reads a preference key's value for its subtree.
@MainActor protocol PreferenceReader: AnyObject {
    /// Whether this reader reads `key`.
    func reads(_ key: Any.Type) -> Bool
    /// Reads the value again and acts if it changed.
    func recheck(_ node: GraphNode)
}

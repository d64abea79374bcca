/// How a wrapper that keeps its value in a `StateBox` (`@State`, `@FocusState`, `@AccessibilityFocusState`)
/// persists it on its node: the first box at an identity is kept, later ones link to it.
@MainActor extension StateBox {
    /// Links this box to the one persisted at `slot` and returns that one; on first mount, this box becomes
    /// the persisted one, owned by `node` under `name`, and the result is `nil`. `wrapper` names the
    /// declaring wrapper in the change log and explanations.
    @discardableResult
    func persist(in node: GraphNode, slot: Int, name: String, wrapper: String = "@State") -> StateBox<Value>? {
        if let persisted = persisted(in: node, slot: slot) {
            link(to: persisted)
            return persisted
        }
        owner = node
        self.name = name
        self.wrapper = wrapper
        node.setStorage(self, at: slot)
        return nil
    }

    /// The box persisted at `slot`: a view value kept without re-evaluation (equal inputs) was never linked.
    func persisted(in node: GraphNode, slot: Int) -> StateBox<Value>? {
        guard slot < node.propertyStorage.count else { return nil }
        let stored = node.propertyStorage[slot]
        // The box's class compared with this box's own: `as? StateBox<Value>` looked the generic class up by its
        // argument and cast through the runtime, for every `@State` a tree prints (a fifth of printing a row).
        guard ObjectIdentifier(type(of: stored)) == ObjectIdentifier(type(of: self)) else { return nil }
        return unsafeDowncast(stored, to: StateBox<Value>.self)
    }

    /// `name=value` as the tree and the state listing print the wrapper's current value.
    func describe(in node: GraphNode, slot: Int, name: String, wrapper: String) -> PropertyDescription {
        PropertyDescription(
            wrapper: wrapper,
            text: "\(name)=\(ValueDescription.short(typed: (persisted(in: node, slot: slot) ?? self).untrackedValue))")
    }
}

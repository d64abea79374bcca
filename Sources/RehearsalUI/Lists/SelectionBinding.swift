/// A selection binding of any shape (`V`, `V?`, `Set<V>`) seen through its tags, for containers that
/// select among tagged options.
package struct SelectionBinding {
    /// The selected tags, read through the binding.
    package let selected: () -> [AnyHashable]
    /// Selects the option with `tag`; returns false when the tag's type does not fit the binding.
    package let select: (AnyHashable) -> Bool
    /// The current selection, printed: `.title`, `nil`, `2 items`.
    package let describe: () -> String
    /// Whether the binding holds a set, so several options can be selected at once (in edit mode on iOS).
    package var allowsMultiple = false
    /// Clears the selection (`nil`, an empty set), as going back in a collapsed split view does.
    package var clear: () -> Void = {}
    /// Selects the option with `tag`, or deselects it when it is selected already, as a tap on a row in edit
    /// mode does; a binding that cannot hold no selection keeps the option selected.
    package var toggle: (AnyHashable) -> Bool

    package init<V: Hashable>(_ binding: Binding<V>) {
        selected = { [AnyHashable(binding.wrappedValue)] }
        select = { tag in
            guard let value = tag.base as? V else { return false }
            binding.wrappedValue = value
            return true
        }
        describe = { ValueDescription.short(binding.wrappedValue) }
        toggle = select
    }

    package init<V: Hashable>(_ binding: Binding<V?>) {
        selected = { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
        select = { tag in
            guard let value = tag.base as? V else { return false }
            binding.wrappedValue = value
            return true
        }
        describe = { ValueDescription.short(binding.wrappedValue as Any) }
        clear = { binding.wrappedValue = nil }
        toggle = { tag in
            guard let value = tag.base as? V else { return false }
            binding.wrappedValue = binding.wrappedValue == value ? nil : value
            return true
        }
    }

    package init<V: Hashable>(_ binding: Binding<Set<V>>) {
        selected = { binding.wrappedValue.map { AnyHashable($0) } }
        select = { tag in
            guard let value = tag.base as? V else { return false }
            var set = binding.wrappedValue
            if set.contains(value) { set.remove(value) } else { set.insert(value) }
            binding.wrappedValue = set
            return true
        }
        describe = { ValueDescription.short(binding.wrappedValue) }
        allowsMultiple = true
        clear = { binding.wrappedValue = [] }
        toggle = select
    }

    /// A select action by option label, in the form `ElementActions.select` takes: `nil` when it
    /// selected, else the labels that exist.
    @MainActor package func selectAction(
        options: @escaping @MainActor () -> [TaggedOptions.Option]
    )
        -> @MainActor (String) -> [String]?
    {
        let select = select
        return { label in
            let available = options()
            guard let option = available.first(where: { $0.label == label }), select(option.tag) else {
                return available.map(\.label)
            }
            return nil
        }
    }
}

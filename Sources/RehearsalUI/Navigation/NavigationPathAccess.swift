/// Reads and changes the path a `NavigationStack` follows, whichever form it takes: a binding to a typed
/// array, a binding to a `NavigationPath`, or the stack's own path when it has no binding.
@MainActor package struct NavigationPathAccess {
    /// The values on the path, first to last.
    var read: () -> [AnyHashable]
    /// Appends a value; `false` when the value's type cannot go on this path.
    var append: (AnyHashable) -> Bool
    /// Keeps the first `count` values.
    var truncate: (Int) -> Void
    /// The element type of a typed path, for messages; `nil` for a `NavigationPath`.
    var elementTypeName: String?

    /// A path bound to a typed collection, as `NavigationStack(path: $routes)`.
    static func typed<Data>(_ binding: Binding<Data>) -> NavigationPathAccess
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        NavigationPathAccess(
            read: { binding.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                binding.wrappedValue.append(element)
                return true
            },
            truncate: { count in
                var path = binding.wrappedValue
                guard count < path.count else { return }
                path.removeLast(path.count - count)
                binding.wrappedValue = path
            },
            elementTypeName: ViewTypeName.of(Data.Element.self))
    }

    /// A path bound to a `NavigationPath`.
    static func erased(_ binding: Binding<NavigationPath>) -> NavigationPathAccess {
        NavigationPathAccess(
            read: { binding.wrappedValue.elements.map(\.base) },
            append: { value in
                binding.wrappedValue.append(value)
                return true
            },
            truncate: { count in
                guard count < binding.wrappedValue.count else { return }
                binding.wrappedValue.truncate(to: count)
            },
            elementTypeName: nil)
    }

    /// The stack's own path, kept in state on its node.
    static func owned(_ box: StateBox<[AnyHashable]>) -> NavigationPathAccess {
        NavigationPathAccess(
            read: { box.value },
            append: { value in
                box.value.append(value)
                return true
            },
            truncate: { count in
                guard count < box.untrackedValue.count else { return }
                box.value.removeLast(box.untrackedValue.count - count)
            },
            elementTypeName: nil)
    }
}

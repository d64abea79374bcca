@_spi(Reflection) import Swift

/// Tells, from a view's type alone, whether a `NavigationStack` can be in its views, and whether one there can
/// declare `navigationDestination(for:)` a type, without making a view or evaluating a body.
///
/// A collapsed split view does not mount the columns after the one on top. Before mounting one out of sight to find
/// its stack (`SplitViewColumns+UnmountedStacks.swift`), it asks this scan: a column whose types hold no stack (or
/// none declaring the value's type) is not mounted, so its views' `@State` initial values and `@StateObject`
/// autoclosures never run, as in SwiftUI, which does not create a column it does not show. The scan walks the
/// content's type: a custom view through its `Body` type, a modifier (a custom one through its `Body`), and a
/// built-in view through the types of its stored views (`_forEachField`) or `StaticViewStructure`. Whatever it
/// cannot read (an `AnyView`, an existential field, a type walked too deep) counts as "may hold one", and the column
/// is mounted to find out, as before. The content of a built-in modifier (an overlay, a sheet) is not looked at: a
/// stack there is not the column's.
@MainActor enum StaticNavigationScan {
    /// Whether a `NavigationStack` may be in the views of `type`.
    static func mayHaveStack(in type: Any.Type) -> Bool {
        var walk = Walk(declared: nil)
        return walk.mayMatch(type, inStack: false, depth: 0)
    }

    /// Whether a `NavigationStack` in the views of `type` may declare `navigationDestination(for: valueType)`.
    static func mayDeclareDestination(for valueType: Any.Type, in type: Any.Type) -> Bool {
        var walk = Walk(declared: ObjectIdentifier(valueType))
        return walk.mayMatch(type, inStack: false, depth: 0)
    }

    /// The element types of a tuple type (`TupleView`'s `T`), or `nil` when they cannot be read.
    static func elementTypes<T>(ofTuple _: T.Type) -> [Any.Type]? {
        guard FieldWalkCheck.isReadable else { return nil }
        // The kind of a type comes with it as a field: a probe holding a `T` tells whether `T` is a tuple.
        var isTuple = false
        _ = _forEachField(of: KindProbe<T>.self) { _, _, _, kind in
            isTuple = kind == .tuple
            return true
        }
        guard isTuple else { return nil }
        var types: [Any.Type] = []
        let complete = _forEachField(of: T.self) { _, _, elementType, _ in
            types.append(elementType)
            return true
        }
        return complete ? types : nil
    }

    /// Holds a `T`, so that `_forEachField` reports the kind of `T`.
    private struct KindProbe<T> {
        var value: T
    }

    /// One scan: the types met so far, so that a recursive view type (a row whose body holds rows) ends.
    @MainActor private struct Walk {
        /// The value type a destination must declare, or `nil` when any stack will do.
        let declared: ObjectIdentifier?
        var visited: Set<Visit> = []

        struct Visit: Hashable {
            let type: ObjectIdentifier
            let inStack: Bool
        }

        /// Past this depth the scan gives up and says "may": the column is then mounted to find out.
        static let depthLimit = 200

        mutating func mayMatch(_ type: Any.Type, inStack: Bool, depth: Int) -> Bool {
            guard depth < Self.depthLimit else { return true }
            guard visited.insert(Visit(type: ObjectIdentifier(type), inStack: inStack)).inserted else { return false }
            if type is any ColumnStack.Type {
                guard declared != nil else { return true }
                return contentMayMatch(type, inStack: true, depth: depth)
            }
            if let declaration = type as? any StaticDestinationDeclaration.Type {
                return inStack && ObjectIdentifier(declaration.declaredValueType) == declared
            }
            if type is any StaticViewStructure.Type {
                return contentMayMatch(type, inStack: inStack, depth: depth)
            }
            if let modifier = type as? any ViewModifier.Type {
                guard !(modifier is any PrimitiveModifier.Type) else { return false }
                return mayMatch(StaticNavigationScan.bodyType(ofModifier: modifier), inStack: inStack, depth: depth + 1)
            }
            guard let view = type as? any View.Type else { return false }
            if view is any PrimitiveView.Type { return fieldsMayMatch(type, inStack: inStack, depth: depth) }
            let body = StaticNavigationScan.bodyType(of: view)
            return body != Never.self && mayMatch(body, inStack: inStack, depth: depth + 1)
        }

        private mutating func contentMayMatch(_ type: Any.Type, inStack: Bool, depth: Int) -> Bool {
            guard let structure = type as? any StaticViewStructure.Type,
                let parts = structure.staticContentTypes
            else { return true }
            for part in parts where mayMatch(part, inStack: inStack, depth: depth + 1) { return true }
            return false
        }

        /// A built-in view: the views it stores. A field holding a view of a type it cannot know counts as "may".
        private mutating func fieldsMayMatch(_ type: Any.Type, inStack: Bool, depth: Int) -> Bool {
            guard FieldWalkCheck.isReadable else { return true }
            var fields: [Any.Type] = []
            var opaque = false
            let complete = _forEachField(of: type) { _, _, fieldType, _ in
                if fieldType is any View.Type {
                    fields.append(fieldType)
                } else if fieldType == (any View).self || fieldType == [any View].self
                    || fieldType == Optional<any View>.self
                {
                    opaque = true
                }
                return true
            }
            guard complete, !opaque else { return true }
            for field in fields where mayMatch(field, inStack: inStack, depth: depth + 1) { return true }
            return false
        }
    }

    private static func bodyType<V: View>(of _: V.Type) -> Any.Type { V.Body.self }

    private static func bodyType<M: ViewModifier>(ofModifier _: M.Type) -> Any.Type { M.Body.self }
}

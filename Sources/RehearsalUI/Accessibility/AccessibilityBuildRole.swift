/// What the accessibility tree's builder does with a view of one type: let it build its part, let its modifier
/// change its content's elements, or build its element and children. Found once per type, since the casts that
/// tell (`as? any AccessibilityTreeBuilding`, and a modifier's through `ModifierCarrying`) copy the view each time.
enum AccessibilityBuildRole {
    /// The view builds its own part of the tree (`AccessibilityTreeBuilding`).
    case building
    /// The view is a `ModifiedContent` whose modifier changes its content's elements (`AccessibilityContributing`).
    case contributing
    /// Neither: an element of its own, or its children's elements.
    case plain

    @MainActor @exclusivity(unchecked) private static var roles: [ObjectIdentifier: AccessibilityBuildRole] = [:]
    /// The contributing modifier's reader of each `.contributing` type.
    @MainActor @exclusivity(unchecked) private static var readers:
        [ObjectIdentifier: any ContributingModifierReading.Type] = [:]
    /// Whether each type's children are all content (a `ForEach`'s rows), never slots.
    @MainActor @exclusivity(unchecked) private static var contentOnly: [ObjectIdentifier: Bool] = [:]

    /// The modifier that changes the elements of `view`'s content, read from the view without copying it into an
    /// existential of another protocol (a `ModifiedContent` of a row is as large as the row's views).
    @MainActor static func contributingModifier(of view: any View) -> (any AccessibilityContributing)? {
        let key = ObjectIdentifier(type(of: view))
        if let reader = readers[key] { return reader.contributingModifier(of: view) }
        guard let reader = type(of: view) as? any ContributingModifierReading.Type else { return nil }
        readers[key] = reader
        return reader.contributingModifier(of: view)
    }

    /// Whether `view`'s children are all content: a `ForEach` (its rows are keyed by id, never a slot).
    @MainActor static func hasContentChildrenOnly(_ view: any View) -> Bool {
        let type = type(of: view)
        let key = ObjectIdentifier(type)
        if let known = contentOnly[key] { return known }
        let result = type is any DynamicViewContent.Type
        contentOnly[key] = result
        return result
    }

    /// The role of `view`'s type.
    @MainActor static func of(_ view: any View) -> AccessibilityBuildRole {
        let type = type(of: view)
        let key = ObjectIdentifier(type)
        if let role = roles[key] { return role }
        let role: AccessibilityBuildRole
        if type is any AccessibilityTreeBuilding.Type {
            role = .building
        } else if let carrying = type as? any ModifierCarrying.Type,
            carrying.carriedModifierType is any AccessibilityContributing.Type
        {
            role = .contributing
        } else {
            role = .plain
        }
        roles[key] = role
        return role
    }
}

/// Reads the modifier of a `ModifiedContent` as `AccessibilityContributing` through the view's concrete type.
@MainActor protocol ContributingModifierReading {
    static func contributingModifier(of view: any View) -> (any AccessibilityContributing)?
}

extension ModifiedContent: ContributingModifierReading where Modifier: AccessibilityContributing {
    /// The modifier read in place: neither the whole view (a row's content) is copied out of the existential, nor
    /// the modifier's conformance looked up at run time.
    static func contributingModifier(of view: any View) -> (any AccessibilityContributing)? {
        func modifier<Viewed: View>(of view: borrowing Viewed) -> Modifier? {
            guard Viewed.self == Self.self else { return nil }
            return withUnsafePointer(to: view) { pointer in
                UnsafeRawPointer(pointer).assumingMemoryBound(to: Self.self).pointee.modifier
            }
        }
        return modifier(of: view)
    }
}

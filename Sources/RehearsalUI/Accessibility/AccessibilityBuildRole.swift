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

    @MainActor private static var roles: [ObjectIdentifier: AccessibilityBuildRole] = [:]

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

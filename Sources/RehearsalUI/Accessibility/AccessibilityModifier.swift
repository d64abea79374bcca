/// Changes the accessibility of the elements the modified content produces: their label, hint, value,
/// identifier, traits, visibility or sort priority.
///
/// The change applies to each top-level element of the content (usually one); a modifier applied after
/// `accessibilityElement(children:)` applies to the element it made.
struct AccessibilityModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    enum Change {
        case label(String)
        case hint(String)
        case value(String)
        case identifier(String)
        case addTraits(AccessibilityTraits)
        case removeTraits(AccessibilityTraits)
        case hidden(Bool)
        case sortPriority(Double)
        case heading(AccessibilityHeadingLevel)
        case inputLabels([String])
    }

    let change: Change

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [attribute]
    }

    /// Whether the change hides the elements, whose reason names the view that hides them.
    var hides: Bool {
        if case .hidden(true) = change { return true }
        return false
    }

    var attribute: String {
        switch change {
        case .label(let text): ".accessibilityLabel(\(ValueDescription.quoted(text)))"
        case .hint(let text): ".accessibilityHint(\(ValueDescription.quoted(text)))"
        case .value(let text): ".accessibilityValue(\(ValueDescription.quoted(text)))"
        case .identifier(let text): ".accessibilityIdentifier(\(ValueDescription.quoted(text)))"
        case .addTraits(let traits): ".accessibilityAddTraits(\(traits.attributeText))"
        case .removeTraits(let traits): ".accessibilityRemoveTraits(\(traits.attributeText))"
        case .hidden(let hidden): ".accessibilityHidden(\(hidden))"
        case .sortPriority(let priority): ".accessibilitySortPriority(\(LayoutNumber.format(CGFloat(priority))))"
        case .heading(let level): ".accessibilityHeading(\(level))"
        case .inputLabels(let labels):
            ".accessibilityInputLabels([\(labels.map { ValueDescription.quoted($0) }.joined(separator: ", "))])"
        }
    }
}

extension AccessibilityModifier: AccessibilityContributing {
    package func contribute(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        var elements = builder.buildContent(of: node)
        if case .sortPriority(let priority) = change { builder.notePriority(priority) }
        // Only a hiding names the owner: looked up then, not for every identifier or label.
        let owner = hides ? AccessibilityTreeBuilder.owner(of: node) : ""
        for index in elements.indices where !elements[index].isPresentationRoot {
            apply(to: &elements[index], owner: owner)
        }
        return elements
    }

    private func apply(to element: inout AccessibilityNode, owner: String) {
        switch change {
        case .label(let text):
            element.label = text
            element.labelOrigin = .explicit
        case .hint(let text): element.hint = text
        case .value(let text): element.value = text
        case .identifier(let text): element.identifier = text
        case .addTraits(let traits):
            for name in traits.traitNames {
                if let role = AccessibilityTraits.roles[name] {
                    if name != "isHeader" || element.role == "staticText" { element.role = role }
                } else if !element.traits.contains(name) {
                    element.traits.append(name)
                }
            }
        case .removeTraits(let traits):
            for name in traits.traitNames {
                element.traits.removeAll { $0 == name }
                if AccessibilityTraits.roles[name] == element.role { element.role = "staticText" }
            }
        case .hidden(let hidden):
            if hidden {
                element.markUnreachable(
                    .hidden(
                        because: "\(owner) hides it from accessibility with .accessibilityHidden(true)",
                        fix: "target an element VoiceOver reaches (see `ax`), or stop hiding this one"))
            }
        case .sortPriority(let priority): element.sortPriority = priority
        case .heading(let level):
            if element.role == "staticText" { element.role = "header" }
            if level != .unspecified, !element.traits.contains(level.traitName) {
                element.traits.append(level.traitName)
            }
        case .inputLabels(let labels): element.inputLabels += labels
        }
    }
}

extension View {
    /// Sets the accessible name.
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(AccessibilityModifier(change: .label(label.plainText)))
    }

    /// Sets the accessible name.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        modifier(AccessibilityModifier(change: .label(labelKey.text)))
    }

    /// Sets the accessible name.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(AccessibilityModifier(change: .label(String(label))))
    }

    /// Describes what performing the element's action does.
    public func accessibilityHint(_ hint: Text) -> some View {
        modifier(AccessibilityModifier(change: .hint(hint.plainText)))
    }

    /// Describes what performing the element's action does.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        modifier(AccessibilityModifier(change: .hint(hintKey.text)))
    }

    /// Describes what performing the element's action does.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        modifier(AccessibilityModifier(change: .hint(String(hint))))
    }

    /// Sets the element's value, read after its name.
    public func accessibilityValue(_ value: Text) -> some View {
        modifier(AccessibilityModifier(change: .value(value.plainText)))
    }

    /// Sets the element's value, read after its name.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        modifier(AccessibilityModifier(change: .value(valueKey.text)))
    }

    /// Sets the element's value, read after its name.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        modifier(AccessibilityModifier(change: .value(String(value))))
    }

    /// Sets an identifier that tests (and the session's `#identifier` targets) find the element by.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityModifier(change: .identifier(identifier)))
    }

    /// Adds traits: `.isSelected`, `.isHeader` (a text becomes a `header`), `.isButton`...
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier(change: .addTraits(traits)))
    }

    /// Removes traits.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier(change: .removeTraits(traits)))
    }

    /// Hides the view, and everything in it, from accessibility when `hidden` is true.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(AccessibilityModifier(change: .hidden(hidden)))
    }

    /// Sets the order in which its container reads the element: higher first.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        modifier(AccessibilityModifier(change: .sortPriority(sortPriority)))
    }
}

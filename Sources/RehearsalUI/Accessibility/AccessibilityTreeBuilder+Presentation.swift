/// Presentations in the accessibility tree: a sheet's content is grouped under its presentation, an alert
/// is an `alert` element containing its message and buttons, and whichever is on top covers the rest
/// (`AccessibilitySnapshot`).
extension PresentationModifier: AccessibilityContributing {
    package func contribute(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        let content = builder.buildContent(of: node)
        guard let model = node.modifierState as? PresentationModel, model.isPresented, let host = model.host else {
            return content
        }
        let presented = builder.withPresentation(model) { $0.buildChildren(host) }
        var root = builder.makeNode(role: "", label: "", for: host)
        root.kind = .grouping
        root.isContainer = true
        root.presentation = model
        root.presentationPath.append(ObjectIdentifier(model))
        root.children = presented
        return content + [root]
    }
}

extension DialogModifier: AccessibilityContributing {
    package func contribute(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        let content = builder.buildContent(of: node)
        guard let model = node.modifierState as? PresentationModel, model.isPresented, let host = model.host else {
            return content
        }
        var presented = builder.withPresentation(model) { $0.build(host) }
        for index in presented.indices {
            presented[index].presentation = model
            presented[index].dismissingButtons(model)
        }
        return content + presented
    }
}

extension AccessibilityNode {
    /// Makes every button of a dialog dismiss it before running its action, as SwiftUI's alert buttons do.
    fileprivate mutating func dismissingButtons(_ model: PresentationModel) {
        if let tap = actions.tap {
            actions.tap = {
                model.dismiss()
                tap()
            }
        }
        for index in children.indices { children[index].dismissingButtons(model) }
    }
}

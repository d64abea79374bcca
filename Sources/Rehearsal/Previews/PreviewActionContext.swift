package import RehearsalUI

/// The live preview an action runs against: it finds the objects the preview's views hold.
@MainActor
public struct PreviewActionContext {
    private let graph: ViewGraph
    private let previewName: String

    package init(graph: ViewGraph, previewName: String) {
        self.graph = graph
        self.previewName = previewName
    }

    /// The first object of type `T` in the mounted views' environment or `@State`, root first, depth first.
    public func object<T: AnyObject>(_ type: T.Type) throws(PreviewError) -> T {
        var stack = graph.root.map { [$0] } ?? []
        while let node = stack.popLast() {
            if let object = node.environment.object(ObjectIdentifier(T.self)) as? T { return object }
            for storage in node.propertyStorage {
                if let box = storage as? any AnyStateBox, let object = box.anyValue as? T { return object }
            }
            stack.append(contentsOf: node.children.reversed())
        }
        let name = String(describing: T.self)
        throw PreviewError(
            code: .actionTargetNotFound,
            message: "error: the action needs a \(name), but preview \"\(previewName)\" holds none in its views' "
                + "environment or @State. To fix, inject one with .environment(\(name)(...)) or keep it in the "
                + "@State of a view of the preview.")
    }
}

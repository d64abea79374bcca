import Synchronization

/// The view whose body is being evaluated, and the preview it belongs to, readable from any thread.
///
/// A worker whose command never returns is asked, by a signal, what it was doing before it is stopped: a
/// thread of its own reads these and names the view whose body never returned (`HangReport`). Only the
/// view's type is kept while a body runs, so evaluating a body costs one uncontended lock more.
package enum BodyInProgress {
    /// A view's type as a lock may hold it: metatypes are immutable.
    private struct ViewType: @unchecked Sendable {
        var type: Any.Type
    }

    private static let view = Mutex<ViewType?>(nil)
    private static let previewDescription = Mutex<String?>(nil)

    /// The name of the view whose body is running now, as the tree prints it; `nil` between bodies.
    package static var viewName: String? {
        view.withLock { $0 }.map { ViewTypeName.of($0.type) }
    }

    /// The preview being shown, as `"Name" (Module/File.swift:12)`, or `nil` before one is opened.
    package static var preview: String? {
        get { previewDescription.withLock { $0 } }
        set { previewDescription.withLock { $0 = newValue } }
    }

    /// Runs `evaluate`, the body of a view of type `type`, marked as in progress.
    static func evaluating<T>(_ type: Any.Type, _ evaluate: () -> T) -> T {
        let outer = view.withLock { current in
            defer { current = ViewType(type: type) }
            return current
        }
        defer { view.withLock { $0 = outer } }
        return evaluate()
    }
}

import Foundation

/// Items a drop or a paste hands to the app, as Foundation's `NSItemProvider` (which Foundation on Linux
/// lacks): each registered under a type identifier.
///
/// Headless, a provider holds its items in memory and calls a load's completion handler at once, on the
/// calling thread, with the item or an error naming the types it has; the returned `Progress` is complete.
open class NSItemProvider {
    private var items: [(typeIdentifier: String, item: Any)] = []
    /// The name the items suggest for a file made of them.
    open var suggestedName: String?

    public init() {}

    /// A provider of `item` under `typeIdentifier`.
    public init(item: Any?, typeIdentifier: String?) {
        if let item, let typeIdentifier { items.append((typeIdentifier, item)) }
    }

    /// A provider of a string, as plain text.
    public convenience init(object: String) {
        self.init(item: object, typeIdentifier: UTType.plainText.identifier)
    }

    /// The type identifiers of the items, in the order registered.
    open var registeredTypeIdentifiers: [String] { items.map(\.typeIdentifier) }

    /// Adds `item` under `typeIdentifier`.
    open func registerItem(_ item: Any, forTypeIdentifier typeIdentifier: String) {
        items.append((typeIdentifier, item))
    }

    /// Whether an item's type is `typeIdentifier` or conforms to it.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        item(conformingTo: typeIdentifier) != nil
    }

    /// Whether an item is a `T`.
    open func canLoadObject<T>(ofClass aClass: T.Type) -> Bool {
        items.contains { $0.item is T }
    }

    /// Loads the item of `typeIdentifier` (or of a type that conforms to it).
    open func loadItem(
        forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
        completionHandler: ((Any?, (any Error)?) -> Void)? = nil
    ) {
        guard let item = item(conformingTo: typeIdentifier) else {
            completionHandler?(nil, missing(typeIdentifier))
            return
        }
        completionHandler?(item, nil)
    }

    /// Loads the item of `typeIdentifier` as data (a string as its UTF-8 bytes).
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, (any Error)?) -> Void
    ) -> Progress {
        switch item(conformingTo: typeIdentifier) {
        case let data as Data: completionHandler(data, nil)
        case let string as String: completionHandler(Data(string.utf8), nil)
        case .some: completionHandler(nil, missing(typeIdentifier))
        case nil: completionHandler(nil, missing(typeIdentifier))
        }
        return Self.completed()
    }

    /// Loads the first item that is a `T` (`String.self`, `URL.self`).
    @discardableResult
    open func loadObject<T>(
        ofClass aClass: T.Type, completionHandler: @escaping (T?, (any Error)?) -> Void
    ) -> Progress {
        if let object = items.lazy.compactMap({ $0.item as? T }).first {
            completionHandler(object, nil)
        } else {
            completionHandler(nil, missing(String(describing: aClass)))
        }
        return Self.completed()
    }

    private func item(conformingTo typeIdentifier: String) -> Any? {
        let wanted = UTType(typeIdentifier)
        return items.first { entry in
            entry.typeIdentifier == typeIdentifier
                || (wanted.map { UTType(entry.typeIdentifier)?.conforms(to: $0) ?? false } ?? false)
        }?.item
    }

    private func missing(_ wanted: String) -> any Error {
        CocoaError(
            .fileReadUnknown,
            userInfo: [
                NSLocalizedDescriptionKey:
                    "no item of \(wanted); the provider has \(registeredTypeIdentifiers.joined(separator: ", "))"
            ])
    }

    private static func completed() -> Progress {
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }
}

import Foundation

/// A shopping cart, written as on Darwin: Foundation only, and `@Observable` (on Linux, Foundation does not
/// bring Observation in; the host adds it).
@Observable
public final class Cart {
    public private(set) var items: [String] = []

    public init() {}

    public var total: String {
        String(format: "%.2f", Double(items.count) * 2.5)
    }

    public func add(_ item: String) {
        items.append(item)
    }
}

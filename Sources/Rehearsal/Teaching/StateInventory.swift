package import RehearsalUI

/// Every owner of state on the screen: each view's properties, each `@Observable` object with who created
/// or injected it, each environment value read, and which views read what.
///
/// Readers come from what each view read in its latest update (``ReadRecorder``): `@State` reads are
/// reported by the state storage, `@Observable` reads come from Observation's access lists. When those
/// lists cannot be read, readers of object properties are the views seen re-evaluated by their changes.
@MainActor package struct StateInventory {
    /// A custom view that owns or reaches state, nested under the listed view that contains it.
    package struct ViewEntry {
        package var name: String
        package var depth: Int
        package var properties: [PropertyEntry]
    }

    /// One property of a listed view, with the views that read it (for `@State`).
    package struct PropertyEntry {
        package var property: ViewProperty
        package var readers: [String]
    }

    /// An `@Observable` object, who made it available, and its tracked properties with their readers.
    package struct ObjectEntry {
        package var label: String
        package var object: AnyObject?
        /// `created by @State navigation in RootView`, `injected by .environment(TaskStore) in …`.
        package var origins: [String]
        /// Views that hold it without owning it: `LibraryTab (@Bindable navigation)`.
        package var holders: [String]
        package var properties: [ObjectProperty]
    }

    /// A tracked property of an object.
    package struct ObjectProperty {
        package var name: String
        /// `nil` when the object is known only from what views read.
        package var value: String?
        package var readers: [String]
        /// The whole value printed, to tell changes that its short form hides (never shown).
        var fingerprint: String?
    }

    /// An environment value read with `@Environment(\.key)`.
    package struct EnvironmentEntry {
        package var key: String
        package var value: String
        package var readers: [String]
    }

    package var views: [ViewEntry] = []
    package var objects: [ObjectEntry] = []
    package var environment: [EnvironmentEntry] = []
    /// Whether object readers were learned from changes, because access lists could not be read.
    package var readersFromChanges = false

    /// Builds the inventory of `graph`'s screen; `learnedReaders` maps `Type.property` to the views seen
    /// re-evaluated by its changes, used only when access lists are unavailable.
    package static func build(_ graph: ViewGraph, learnedReaders: [String: [String]] = [:]) -> StateInventory {
        var builder = StateInventoryBuilder(graph: graph, learnedReaders: learnedReaders)
        return builder.build()
    }

    /// The objects' tracked property values and fingerprints, by `label.property`, to tell what a step changed.
    var objectValues: [String: (value: String, fingerprint: String)] {
        var values: [String: (value: String, fingerprint: String)] = [:]
        for object in objects {
            for property in object.properties {
                guard let value = property.value else { continue }
                values["\(object.label).\(property.name)"] = (value, property.fingerprint ?? value)
            }
        }
        return values
    }
}

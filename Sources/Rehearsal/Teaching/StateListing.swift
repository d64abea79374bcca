import RehearsalUI

/// Prints a ``StateInventory``: the `state` command's text and `--json` forms.
///
/// ```
/// views and the state they own:
///   RootView
///     @State navigation = AppNavigation (object)  read by RootView
///     LibraryTab
///       @Bindable navigation = AppNavigation (object)
///       @State sheet = nil  read by LibraryTab
/// @Observable objects:
///   AppNavigation  created by @State navigation in RootView; held by LibraryTab (@Bindable navigation)
///     tab = .library  read by RootView
///     libraryPath = []  read by LibraryTab
/// environment values read:
///   dismiss = DismissAction  read by EditShelfSheet
/// ```
/// "read by" names the views whose body (or whose controls) read the value in their latest update: they
/// are the ones a change re-evaluates. Views with nothing to list are left out.
@MainActor enum StateListing {
    static func render(_ inventory: StateInventory) -> String {
        var lines: [String] = []
        if inventory.views.isEmpty {
            lines.append("no view on screen owns or reaches state")
        } else {
            lines.append("views and the state they own:")
            for view in inventory.views {
                let indent = String(repeating: "  ", count: view.depth + 1)
                lines.append(indent + view.name)
                for entry in view.properties { lines.append(indent + "  " + line(for: entry)) }
            }
        }
        // Each kind under its own header: an `ObservableObject` is not an `@Observable` object (its views
        // observe `objectWillChange`, not the properties they read).
        for (header, isObservableObject) in [("@Observable objects:", false), ("ObservableObject objects:", true)] {
            let objects = inventory.objects.filter { Self.isObservableObject($0) == isObservableObject }
            guard !objects.isEmpty else { continue }
            lines.append(header)
            for object in objects {
                var origin = object.origins.isEmpty ? ["passed in from outside the screen"] : object.origins
                if !object.holders.isEmpty { origin.append("held by " + object.holders.joined(separator: ", ")) }
                lines.append("  \(object.label)  \(origin.joined(separator: "; "))")
                for property in object.properties {
                    let value = property.value.map { " = \($0)" } ?? ""
                    lines.append("    \(property.name)\(value)  \(readText(property.readers))")
                }
            }
        }
        if !inventory.environment.isEmpty {
            lines.append("environment values read:")
            for entry in inventory.environment {
                lines.append("  \(entry.key) = \(entry.value)  \(readText(entry.readers))")
            }
        }
        if inventory.readersFromChanges {
            lines.append(
                "note: Observation's access lists could not be read in this build, so the readers of @Observable "
                    + "properties are the views seen re-evaluated when they changed.")
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ inventory: StateInventory) -> JSONValue {
        .object([
            (
                "views",
                .array(
                    inventory.views.map { view in
                        .object([
                            ("view", .string(view.name)), ("depth", .number(Double(view.depth))),
                            ("properties", .array(view.properties.map(json))),
                        ])
                    })
            ),
            (
                "objects",
                .array(
                    inventory.objects.map { object in
                        .object([
                            ("object", .string(object.label)),
                            ("kind", .string(isObservableObject(object) ? "ObservableObject" : "Observable")),
                            ("origins", .array(object.origins.map(JSONValue.string))),
                            ("holders", .array(object.holders.map(JSONValue.string))),
                            (
                                "properties",
                                .array(
                                    object.properties.map { property in
                                        .object([
                                            ("name", .string(property.name)),
                                            ("value", property.value.map(JSONValue.string) ?? .null),
                                            ("readBy", .array(property.readers.map(JSONValue.string))),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
            (
                "environment",
                .array(
                    inventory.environment.map { entry in
                        .object([
                            ("key", .string(entry.key)), ("value", .string(entry.value)),
                            ("readBy", .array(entry.readers.map(JSONValue.string))),
                        ])
                    })
            ),
            ("readersFromChanges", .bool(inventory.readersFromChanges)),
        ])
    }

    /// Whether the object is an `ObservableObject` (one known only from what views read is `@Observable`).
    private static func isObservableObject(_ object: StateInventory.ObjectEntry) -> Bool {
        object.object is any ObservableObject
    }

    private static func line(for entry: StateInventory.PropertyEntry) -> String {
        let property = entry.property
        var text: String
        switch property.kind {
        case .environmentValue(let key): text = "@Environment(\\.\(key)) \(property.name) = \(property.value)"
        case .environmentObject(let type): text = "@Environment(\(type).self) \(property.name) = \(property.value)"
        default: text = "\(property.wrapper) \(property.name) = \(property.value)"
        }
        if property.object != nil { text += " (object)" }
        if property.kind == .binding { text += " (owned elsewhere)" }
        if property.kind == .state { text += "  " + readText(entry.readers) }
        return text
    }

    private static func json(_ entry: StateInventory.PropertyEntry) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("wrapper", .string(entry.property.wrapper)), ("name", .string(entry.property.name)),
            ("value", .string(entry.property.value)),
        ]
        switch entry.property.kind {
        case .environmentValue(let key): fields.append(("key", .string(key)))
        case .environmentObject(let type): fields.append(("type", .string(type)))
        default: break
        }
        if entry.property.kind == .state { fields.append(("readBy", .array(entry.readers.map(JSONValue.string)))) }
        return .object(fields)
    }

    private static func readText(_ readers: [String]) -> String {
        readers.isEmpty ? "read by no view" : "read by " + GraphWalk.counted(readers).joined(separator: ", ")
    }
}

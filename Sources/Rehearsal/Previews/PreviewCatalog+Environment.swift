package import RehearsalUI

extension PreviewCatalog {
    /// The names of the environment objects and keys a stub sets around the content, nearest first.
    ///
    /// Found by applying the stub to an empty probe view in a graph of its own.
    package func providedNames(by stub: PreviewStub) throws(PreviewError) -> [String] {
        guard let instance = stub.instance else {
            throw PreviewError(code: .stubUnavailable, message: "error: " + (stub.unavailableReason ?? stub.name))
        }
        let sink = EnvironmentProbe.Sink()
        let graph = ViewGraph()
        graph.mount(instance.wrap(EnvironmentProbe(sink: sink), context: try sharedContext(for: stub)))
        graph.unmount()
        return sink.names
    }

    /// The available stubs that inject an environment object of the type named `typeName`, by name.
    package func stubs(providing typeName: String) -> [PreviewStub] {
        stubs.filter { stub in
            guard stub.isAvailable, let names = try? providedNames(by: stub) else { return false }
            return names.contains(typeName)
        }
    }

    /// `current` with `stub` swapped in: it replaces the stubs of its own type or that inject any of the
    /// same environment objects or keys (at the first one's place), or is appended when none does.
    package func swapping(in current: [PreviewStub], to stub: PreviewStub) throws(PreviewError) -> [PreviewStub] {
        let provided = Set(try providedNames(by: stub))
        var result: [PreviewStub] = []
        var inserted = false
        for existing in current {
            let sameType = ObjectIdentifier(existing.modifierType) == ObjectIdentifier(stub.modifierType)
            let overlaps = !provided.isDisjoint(with: (try? providedNames(by: existing)) ?? [])
            if sameType || overlaps {
                if !inserted { result.append(stub) }
                inserted = true
            } else {
                result.append(existing)
            }
        }
        if !inserted { result.append(stub) }
        return result
    }

    /// The errors for the graph's diagnostics about environment objects nobody provided, naming the stubs
    /// that would provide each missing type.
    package func missingObjectErrors(in graph: ViewGraph, entry: PreviewEntry) -> [PreviewError] {
        graph.diagnostics.compactMap { diagnostic in
            guard case .missingEnvironmentObject(let view, let type, let property) = diagnostic else { return nil }
            return missingObjectError(view: view, type: type, property: property, entry: entry)
        }
    }

    /// The error for one view that read an environment object of type `type` that nobody injected.
    package func missingObjectError(view: String, type: String, property: String, entry: PreviewEntry) -> PreviewError {
        var message =
            "error: \(view) reads \(EnvironmentObjectNames.reader(of: type)) (property \(property)), but nothing in preview "
            + "\"\(entry.name)\" provides a \(type)."
        let providers = stubs(providing: type).map(\.name)
        if let first = providers.first {
            message +=
                " Stub environments that provide one: \(providers.joined(separator: ", ")). To fix, apply "
                + "one (`env \(first)`), attach it with .modifier(...) in the preview's traits, or add "
                + "\(EnvironmentObjectNames.injection(of: type)) to the preview."
        } else {
            message +=
                " No stub environment provides one. To fix, add \(EnvironmentObjectNames.injection(of: type)) to the preview, "
                + "or write a PreviewModifier that injects one and attach it with .modifier(...)."
        }
        return PreviewError(code: .missingEnvironmentObject, message: message, fileID: entry.fileID, line: entry.line)
    }
}

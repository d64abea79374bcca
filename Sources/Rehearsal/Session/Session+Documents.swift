import RehearsalUI

extension Session {
    /// `save`: asks the open `DocumentGroup` window for its document's file, as the File menu's Save does, and
    /// prints it (`--json`: as one object). Nothing is written to disk and the screen does not change, so it
    /// is an output, not a step.
    func saveDocument(json: Bool) -> SessionOutput {
        guard let graph, let entry else {
            return .failure(
                CommandError(
                    "save expects an open document window, but no preview is open", code: "state",
                    hint: "open an app's DocumentGroup first: `previews` lists them as App/New Document"))
        }
        guard let window = Self.documentWindow(in: graph) else {
            return .failure(
                CommandError(
                    "save expects a DocumentGroup's window, but \"\(entry.name)\" shows no document", code: "state",
                    hint: "open an app's DocumentGroup (`previews` lists them as App/New Document), then save"))
        }
        guard window.canSave else {
            return .failure(
                CommandError(
                    "save expects a document that can be edited, but \"\(entry.name)\" is a "
                        + "DocumentGroup(viewing:) window, which only shows its \(window.documentTypeName)",
                    code: "state",
                    hint: "make the group DocumentGroup(newDocument:editor:) to save, or open one that is"))
        }
        let saved: DocumentSave
        do {
            saved = try window.save()
        } catch {
            return .failure(
                CommandError(
                    "saving the \(window.documentTypeName) failed: its fileWrapper threw "
                        + "\(DocumentErrorText.describe(error)), so nothing was saved", code: "state",
                    hint: "make fileWrapper(configuration:) return the document's file for this state"))
        }
        return SessionOutput(json ? SavedFileText.json(saved).serialized() : SavedFileText.render(saved))
    }

    /// The first `DocumentGroup` window in the graph, in tree order.
    private static func documentWindow(in graph: ViewGraph) -> (any DocumentWindow)? {
        var pending = graph.root.map { [$0] } ?? []
        while !pending.isEmpty {
            let node = pending.removeFirst()
            if let window = node.view as? any DocumentWindow { return window }
            pending.insert(contentsOf: node.children, at: 0)
        }
        return nil
    }
}

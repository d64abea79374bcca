import RehearsalUI

extension Session {
    /// Prints one of the session's views of the screen.
    func show(_ output: Command.Output, json: Bool) -> SessionOutput {
        switch output {
        case .previews:
            if json { return SessionOutput(PreviewListing.json(catalog.entries).serialized()) }
            return SessionOutput(catalog.entries.map(\.name).joined(separator: "\n"))
        case .stubs:
            if json {
                return SessionOutput(
                    JSONValue.array(
                        catalog.stubs.map { stub in
                            .object([("name", .string(stub.name)), ("available", .bool(stub.isAvailable))])
                        }
                    ).serialized())
            }
            return SessionOutput(
                catalog.stubs.map { stub in
                    stub.isAvailable
                        ? stub.name : "\(stub.name)  (unavailable: needs an instance in a preview's traits)"
                }.joined(separator: "\n"))
        case .history:
            return SessionOutput(historyText(json: json))
        case .commands:
            // Without a preview it says which previews carry an app's commands.
            return commandsListing(json: json)
        case .save where graph == nil:
            // Its own message names the previews it works on: a DocumentGroup's windows.
            return saveDocument(json: json)
        default:
            break
        }
        guard let graph else { return .failure(noPreview(for: output.rawValue)) }
        switch output {
        case .tree:
            if json { return SessionOutput(TreeRenderer.json(SnapshotBuilder.build(graph)).serialized()) }
            return SessionOutput(TreeRenderer.render(graph))
        case .diff:
            if json {
                return SessionOutput(
                    JSONValue.object([
                        ("before", .string(treeBeforeStep)), ("after", .string(treeAfterStep)),
                    ]).serialized())
            }
            return SessionOutput(
                renderedTree.diff(oldName: "before", newName: "after") ?? "no change to the view tree in the last step")
        case .tasks:
            let work = scheduler.pendingWork()
            let outside = outsideWork.waiting
            if json { return SessionOutput(PendingWorkJSON.encode(work, outside: outside).serialized()) }
            return SessionOutput(
                join([
                    work.isEmpty
                        ? "no pending tasks; virtual time \(DurationText.format(scheduler.now))" : work.description,
                    outsideWork.listing(outside) ?? "",
                ]))
        case .save:
            return saveDocument(json: json)
        case .actions:
            let actions = entry.map { catalog.actions(for: $0) } ?? []
            let names = actions.map(\.name)
            if json { return SessionOutput(JSONValue.array(names.map(JSONValue.string)).serialized()) }
            return SessionOutput(
                names.isEmpty ? "no store actions for \(entry?.name ?? "this preview")" : names.joined(separator: "\n"))
        default:
            return showScreen(output, json: json, graph: graph)
        }
    }

    /// What prints after a step, as `echo` chooses.
    func echoText(after command: Command) -> String {
        guard graph != nil else { return "" }
        if case .open = command {
            switch echo {
            case .none: return ""
            case .diff, .tree: return treeAfterStep
            case .ax, .path: return show(echo == .ax ? .ax : .path, json: false).rendered
            }
        }
        let stateLines = (command.reportsNetChanges ? changes.netChanges : changes.changes).joined(separator: "\n")
        switch echo {
        case .none: return ""
        case .tree: return join([stateLines, treeAfterStep])
        case .ax: return join([stateLines, show(.ax, json: false).rendered])
        case .path: return join([stateLines, show(.path, json: false).rendered])
        case .diff:
            let hunks = renderedTree.hunks(context: 1)?.joined(separator: "\n")
            return join([stateLines, hunks ?? "(no change to the view tree)"])
        }
    }

    private func historyText(json: Bool) -> String {
        if json {
            return JSONValue.array(
                history.enumerated().map { index, command in
                    .object([
                        ("step", .number(Double(index + 1))), ("command", .string(command.text)),
                        ("current", .bool(index + 1 == position)),
                    ])
                }
            ).serialized()
        }
        if history.isEmpty { return "no steps yet" }
        return history.enumerated().map { index, command in
            let marker = index + 1 == position ? "*" : " "
            return "\(marker) \(index + 1)  \(command.text)"
        }.joined(separator: "\n")
    }
}

import RehearsalUI

extension Session {
    /// Performs an interaction command on the live screen, then settles.
    func interact(_ command: Command) throws(CommandError) -> String {
        let interactor = Interactor(graph: try requireGraph())
        let result: Interactor.Result
        do {
            switch command {
            case .interact(let interaction, let target):
                result = try perform(interaction, on: query(target), with: interactor)
            case .refresh: result = try interactor.refresh()
            case .back: result = try interactor.back()
            case .dismiss: result = try interactor.dismiss()
            case .tab(let name): result = try interactor.selectTab(name)
            case .search(let text): result = try interactor.search(text)
            case .url(let text):
                guard let url = URL(string: text), url.scheme != nil else {
                    throw CommandError(
                        "expected a URL with a scheme, like inkwell://book/4821, found \"\(text)\"", code: "syntax")
                }
                result = try interactor.open(url)
            default:
                throw CommandError("\(command.text) is not an interaction", code: "syntax")
            }
        } catch let error as InteractionError {
            throw CommandError(error.message, code: error.code.rawValue)
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError("\(error)", code: "state")
        }
        settle()
        return result.notes.joined(separator: "\n")
    }

    private func perform(
        _ interaction: Command.Interaction, on target: TargetQuery, with interactor: Interactor
    )
        throws(InteractionError) -> Interactor.Result
    {
        switch interaction {
        case .tap: return try interactor.tap(target)
        case .type(let text): return try interactor.type(target, text)
        case .clear: return try interactor.clear(target)
        case .submit: return try interactor.submit(target)
        case .toggle: return try interactor.toggle(target)
        case .focus: return try interactor.focus(target)
        case .select(let option): return try interactor.select(target, option: option)
        case .adjust(let amount): return try interactor.adjust(target, by: amount)
        case .swipe(let action): return try interactor.swipe(target, action: action)
        case .menu(let action): return try interactor.menu(target, path: [action])
        case .scroll: return try interactor.scroll(target.role == "list" && target.label == nil ? nil : target)
        case .refresh: return try interactor.refresh(target)
        case .replace(let text): return try interactor.replace(target, text)
        case .multiTap(let count): return try interactor.tap(target, count: count)
        case .longPress: return try interactor.longPress(target)
        case .selectRow: return try interactor.selectRow(target)
        case .action(let name): return try interactor.perform(target, action: name)
        case .delete: return try interactor.delete(target)
        case .move(let position): return try interactor.move(target, to: position)
        case .insert(let texts, let position): return try interactor.insert(target, texts: texts, at: position)
        case .menuPath(let path): return try interactor.menu(target, path: path)
        case .drag(let dx, let dy): return try interactor.drag(target, by: CGSize(width: dx, height: dy))
        case .dragFrom(let x, let y, let toX, let toY):
            return try interactor.drag(target, from: CGPoint(x: x, y: y), to: CGPoint(x: toX, y: toY))
        case .pinch(let scale): return try interactor.pinch(target, scale: scale)
        case .rotate(let degrees): return try interactor.rotate(target, degrees: degrees)
        case .press: return try interactor.press(target)
        case .release: return try interactor.release(target)
        case .cancelPress: return try interactor.release(target, cancel: true)
        }
    }

    private func query(_ target: Target) -> TargetQuery {
        TargetQuery(role: target.role, label: target.name, identifier: target.identifier)
    }

    /// Prints the accessibility tree, the audit, the navigation path or the state listing.
    func showScreen(_ output: Command.Output, json: Bool, graph: ViewGraph) -> SessionOutput {
        switch output {
        case .ax:
            let snapshot = AccessibilityTreeBuilder.snapshot(of: graph)
            return SessionOutput(
                json
                    ? AccessibilityTreeRenderer.json(snapshot).serialized() : AccessibilityTreeRenderer.render(snapshot)
            )
        case .audit:
            let findings = AccessibilityAudit.findings(AccessibilityTreeBuilder.snapshot(of: graph))
            if json { return SessionOutput(AccessibilityAudit.json(findings).serialized()) }
            return SessionOutput(findings.isEmpty ? "no findings" : AccessibilityAudit.render(findings))
        case .path:
            return SessionOutput(
                json ? NavigationPathRenderer.json(graph).serialized() : NavigationPathRenderer.render(graph))
        case .state:
            return SessionOutput(stateListing(json: json, graph: graph))
        default:
            return SessionOutput()
        }
    }
}

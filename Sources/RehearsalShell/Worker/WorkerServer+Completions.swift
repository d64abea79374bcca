import Rehearsal
import RehearsalUI

extension WorkerServer {
    /// What Tab can complete in `session` now: its catalog, and the elements reachable on screen.
    static func completionData(of session: Session) -> CompletionData {
        var data = CompletionData(
            previews: session.catalog.entries.map(\.name),
            stubs: session.catalog.stubs.filter(\.isAvailable).map(\.name),
            actions: session.entry.map { session.catalog.actions(for: $0).map(\.name) } ?? [],
            traits: traitAssignments)
        guard let graph = session.graph else { return data }
        let snapshot = AccessibilityTreeBuilder.snapshot(of: graph)
        for element in snapshot.reachableElements where !element.role.isEmpty {
            let actions = element.customActions.filter(\.isEnabled)
            let swipes = actions.filter { if case .swipe = $0.kind { true } else { false } }.map(\.name)
            let menu = actions.filter { $0.kind == .contextMenu }.map(\.name)
            data.targets.append(
                CompletionTarget(
                    role: element.role, label: element.label, identifier: element.identifier, swipeActions: swipes,
                    menuActions: menu))
        }
        data.tabs = snapshot.allElements.filter { $0.kind == .tab && !$0.label.isEmpty }.map(\.label)
        if let app = session.entry?.app, let bar = AppMenuBar.of(graph, context: app.menuContext) {
            data.menuCommands = bar.choosable.map(\.path)
            data.shortcuts = bar.choosable.compactMap { $0.shortcut?.commandText }
        }
        let window = WindowShortcuts.of(graph).controls.map(\.shortcut.commandText)
        if !window.isEmpty {
            var all = data.shortcuts ?? []
            for shortcut in window where !all.contains(shortcut) { all.append(shortcut) }
            data.shortcuts = all
        }
        return data
    }

    /// Every `KEY=VALUE` that `trait` accepts, in `PreviewSettings.names` order.
    static let traitAssignments: [String] =
        ColorScheme.allCases.map { "colorScheme=\($0)" }
        + DynamicTypeSize.allCases.map { "dynamicTypeSize=\($0)" }
        + UserInterfaceSizeClass.allCases.map { "horizontalSizeClass=\($0)" }
        + UserInterfaceSizeClass.allCases.map { "verticalSizeClass=\($0)" }
        + DeviceMetrics.shortNames.map { "device=\($0)" }
}

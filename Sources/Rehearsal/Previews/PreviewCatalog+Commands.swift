import RehearsalUI

extension PreviewCatalog {
    /// The views that hold the menu commands of `entry`'s app (`nil` for a preview of a view, or an app with no
    /// `.commands { }`), in the same stub environments as its window, so a command reads what the window reads.
    func makeCommands(for entry: PreviewEntry, stubs: [PreviewStub]) throws(PreviewError) -> (any View)? {
        guard var commands = entry.app?.commandsView() else { return nil }
        for stub in stubs {
            guard let instance = stub.instance else {
                throw PreviewError(code: .stubUnavailable, message: "error: " + (stub.unavailableReason ?? stub.name))
            }
            commands = instance.wrap(commands, context: try sharedContext(for: stub))
        }
        return commands
    }
}

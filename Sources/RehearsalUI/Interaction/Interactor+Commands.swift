extension Interactor {
    /// Chooses an item of the app's menu commands, as clicking it in the menu bar (or pressing its shortcut)
    /// does; tasks it starts are named after `origin` (`command "Story/New Chapter"`).
    @discardableResult
    package func choose(_ item: AppMenuBar.Item, origin: String) -> Result {
        run(origin, item.perform)
    }
}

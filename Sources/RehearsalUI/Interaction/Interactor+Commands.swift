extension Interactor {
    /// Chooses an item of the app's menu commands, as clicking it in the menu bar (or pressing its shortcut)
    /// does; tasks it starts are named after `origin` (`command "Story/New Chapter"`).
    @discardableResult
    package func choose(_ item: AppMenuBar.Item, origin: String) -> Result {
        run(origin, item.perform ?? {})
    }

    /// Presses a window control's keyboard shortcut (`shortcut return` on a `.defaultAction` button), as the
    /// key does when no menu item takes it.
    @discardableResult
    package func press(_ control: WindowShortcuts.Control, origin: String) -> Result {
        run(origin, control.perform)
    }
}

extension Command {
    /// Whether the echo after this step prints each property's net change once (`StateChangeLog.netChanges`)
    /// rather than every write: the continuous gestures, whose handlers run per event.
    var reportsNetChanges: Bool {
        guard case .interact(let interaction, _) = self else { return false }
        switch interaction {
        case .drag, .dragFrom, .pinch, .rotate: return true
        default: return false
        }
    }
}

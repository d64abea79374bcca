extension Command {
    /// Whether the step acts on the open preview, so that with none open it fails before it runs (and is not
    /// a step of the history): every step but `open` and `defaults` (kept for the next preview).
    var needsOpenPreview: Bool {
        switch self {
        case .open, .defaults: false
        default: true
        }
    }
}

public import Testing

/// The shell's steps as methods: each runs like the shell's verb, settles, and returns what it printed
/// (also kept as ``PreviewSession/lastOutput`` for `expect(.echo, ...)`); a failure records an issue at the
/// caller's line and throws.
extension PreviewSession {
    /// Taps an element (`tap TARGET`); `count: 2` double-taps it (`tap --count 2 TARGET`).
    @discardableResult
    public func tap(
        _ target: Target, count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation
    ) throws
        -> String
    {
        try run(.interact(count == 1 ? .tap : .multiTap(count), target), sourceLocation: sourceLocation)
    }

    /// Presses and holds an element (`longpress TARGET`).
    @discardableResult
    public func longPress(_ target: Target, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.interact(.longPress, target), sourceLocation: sourceLocation)
    }

    /// Types text at the end of a field's text (`type TARGET "text"`).
    @discardableResult
    public func type(
        _ text: String, into target: Target, sourceLocation: SourceLocation = #_sourceLocation
    ) throws
        -> String
    {
        try run(.interact(.type(text), target), sourceLocation: sourceLocation)
    }

    /// Replaces the whole text of a field (`replace TARGET "text"`).
    @discardableResult
    public func replace(
        _ target: Target, with text: String, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws -> String
    {
        try run(.interact(.replace(text), target), sourceLocation: sourceLocation)
    }

    /// Empties a text field (`clear TARGET`).
    @discardableResult
    public func clear(_ target: Target, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.interact(.clear, target), sourceLocation: sourceLocation)
    }

    /// Presses return in a text field (`submit TARGET`).
    @discardableResult
    public func submit(_ target: Target, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.interact(.submit, target), sourceLocation: sourceLocation)
    }

    /// Flips a toggle (`toggle TARGET`).
    @discardableResult
    public func toggle(_ target: Target, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.interact(.toggle, target), sourceLocation: sourceLocation)
    }

    /// Gives an element keyboard focus through its `.focused(...)` (`focus TARGET`).
    @discardableResult
    public func focus(_ target: Target, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.interact(.focus, target), sourceLocation: sourceLocation)
    }

    /// Chooses a picker's option by its label (`select TARGET "option"`).
    @discardableResult
    public func select(
        _ option: String, in target: Target, sourceLocation: SourceLocation = #_sourceLocation
    ) throws
        -> String
    {
        try run(.interact(.select(option), target), sourceLocation: sourceLocation)
    }

    /// Sets a slider's value, or steps a stepper by `value` (`adjust TARGET VALUE`).
    @discardableResult
    public func adjust(
        _ target: Target, _ value: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) throws
        -> String
    {
        try run(.interact(.adjust(value), target), sourceLocation: sourceLocation)
    }

    /// Runs a row's swipe action (`swipe TARGET "action"`).
    @discardableResult
    public func swipe(
        _ target: Target, action: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws
        -> String
    {
        try run(.interact(.swipe(action), target), sourceLocation: sourceLocation)
    }

    /// Runs a context-menu action (`menu TARGET "action"`).
    @discardableResult
    public func menu(
        _ target: Target, action: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws
        -> String
    {
        try run(.interact(.menu(action), target), sourceLocation: sourceLocation)
    }

    /// Performs a named accessibility action (`action TARGET "name"`).
    @discardableResult
    public func perform(
        _ action: String, on target: Target, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws -> String
    {
        try run(.interact(.action(action), target), sourceLocation: sourceLocation)
    }

    /// Scrolls a lazy container so more rows appear (`scroll TARGET`; the first list by default).
    @discardableResult
    public func scroll(
        _ target: Target = .role("list"), sourceLocation: SourceLocation = #_sourceLocation
    ) throws
        -> String
    {
        try run(.interact(.scroll, target), sourceLocation: sourceLocation)
    }

    /// Pulls to refresh the content `target` names, else the first refreshable content (`refresh [TARGET]`).
    @discardableResult
    public func refresh(_ target: Target? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(target.map { .interact(.refresh, $0) } ?? .refresh, sourceLocation: sourceLocation)
    }

    /// Pops the top view of the visible navigation stack (`back`).
    @discardableResult
    public func back(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.back, sourceLocation: sourceLocation)
    }

    /// Dismisses the top sheet, alert or dialog (`dismiss`).
    @discardableResult
    public func dismiss(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.dismiss, sourceLocation: sourceLocation)
    }

    /// Selects a tab by its title (`tab NAME`).
    @discardableResult
    public func selectTab(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.tab(title), sourceLocation: sourceLocation)
    }

    /// Types into the screen's search field (`search "text"`).
    @discardableResult
    public func search(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.search(text), sourceLocation: sourceLocation)
    }

    /// Opens a URL, reaching the `onOpenURL` handlers (`url URL`).
    @discardableResult
    public func open(url: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.url(url), sourceLocation: sourceLocation)
    }

    /// Runs a named store action of the preview (`do ACTION`).
    @discardableResult
    public func perform(storeAction name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.perform(name), sourceLocation: sourceLocation)
    }

    /// Moves virtual time forward, firing timers in order (`advance DURATION`).
    @discardableResult
    public func advance(_ duration: Duration, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.advance(duration), sourceLocation: sourceLocation)
    }

    /// Runs every ready job; virtual time does not move (`settle`).
    @discardableResult
    public func settle(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.settle, sourceLocation: sourceLocation)
    }

    /// Runs one ready job of the scheduler (`step`).
    @discardableResult
    public func step(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.step, sourceLocation: sourceLocation)
    }

    /// Applies a stub environment to the live preview, keeping its state (`env STUB`).
    @discardableResult
    public func apply(stub name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.env(name), sourceLocation: sourceLocation)
    }

    /// Changes settings such as `colorScheme: "dark"`, keeping the state (`trait KEY=VALUE ...`).
    @discardableResult
    public func setTraits(
        _ traits: KeyValuePairs<String, String>, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws -> String
    {
        try run(
            .trait(Dictionary(traits.map { ($0, $1) }) { $1 }, order: unique(traits)), sourceLocation: sourceLocation)
    }

    /// Sets `@AppStorage` defaults, as `true`, a number or text; an empty value removes one (`defaults KEY=VALUE`).
    @discardableResult
    public func setDefaults(
        _ values: KeyValuePairs<String, String>, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        try run(
            .defaults(Dictionary(values.map { ($0, $1) }) { $1 }, order: unique(values)), sourceLocation: sourceLocation
        )
    }

    /// Opens another preview in this session (`open NAME`); the defaults are kept.
    @discardableResult
    public func open(_ preview: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.open(preview), sourceLocation: sourceLocation)
    }

    /// The keys in the order written, each once.
    private func unique(_ pairs: KeyValuePairs<String, String>) -> [String] {
        var seen: Set<String> = []
        return pairs.map(\.key).filter { seen.insert($0).inserted }
    }
}

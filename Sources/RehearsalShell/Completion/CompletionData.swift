import RehearsalUI

/// What Tab can offer that only the session knows: its previews, stubs and actions, and what is on screen.
///
/// The worker sends it in answer to `{"request": "completions"}`; the shell adds what it knows itself
/// (URLs already opened, the number of steps, files) and `Completer` turns it into candidates.
package struct CompletionData: Equatable, Sendable, Decodable {
    /// Every preview name, `FileStem/Name`, in catalog order.
    package var previews: [String] = []
    /// Every stub environment's name.
    package var stubs: [String] = []
    /// The store actions of the loaded preview.
    package var actions: [String] = []
    /// The reachable elements on screen, in reading order.
    package var targets: [CompletionTarget] = []
    /// The titles of the tabs on screen.
    package var tabs: [String] = []
    /// Every `KEY=VALUE` that `trait` accepts.
    package var traits: [String] = []
    /// The open app's menu items as `command` takes them (`Story/New Chapter`); `nil` when it has none.
    package var menuCommands: [String]? = nil
    /// The keyboard shortcuts of the open app's menu items (`cmd+shift+n`); `nil` when it has none.
    package var shortcuts: [String]? = nil

    package init(
        previews: [String] = [], stubs: [String] = [], actions: [String] = [], targets: [CompletionTarget] = [],
        tabs: [String] = [], traits: [String] = []
    ) {
        self.previews = previews
        self.stubs = stubs
        self.actions = actions
        self.targets = targets
        self.tabs = tabs
        self.traits = traits
    }

    /// The data as a JSON object, keys in declaration order.
    var json: JSONValue {
        var fields: [(String, JSONValue)] = [
            ("previews", .array(previews.map(JSONValue.string))),
            ("stubs", .array(stubs.map(JSONValue.string))),
            ("actions", .array(actions.map(JSONValue.string))),
            ("targets", .array(targets.map(\.json))),
            ("tabs", .array(tabs.map(JSONValue.string))),
            ("traits", .array(traits.map(JSONValue.string))),
        ]
        if let menuCommands { fields.append(("menuCommands", .array(menuCommands.map(JSONValue.string)))) }
        if let shortcuts { fields.append(("shortcuts", .array(shortcuts.map(JSONValue.string)))) }
        return .object(fields)
    }
}

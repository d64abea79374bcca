import RehearsalUI

extension Session {
    /// Lists every owner of state on screen: views with their `@State` and what they reach, the `@Observable`
    /// objects with who created or injected them, the environment values read, and who reads what.
    func stateListing(json: Bool, graph: ViewGraph) -> String {
        let inventory = StateInventory.build(graph, learnedReaders: teaching.learnedReaders)
        return json ? StateListing.json(inventory).serialized() : StateListing.render(inventory)
    }
}

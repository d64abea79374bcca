extension GraphNode {
    /// The environment keys the latest body read whose values differ in the node's environment now, named
    /// as `explain` names them (`\.colorScheme`); empty when none does, so the body need not run again.
    func changedEnvironmentKeys() -> [String] {
        guard let reads = environmentReads else { return ["values"] }
        var names: [String] = []
        for read in reads where !read.isUnchanged(in: environment) {
            let name = read.name
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}

import RehearsalUI

extension Session {
    /// `explain`: the causal chain of the last step; `explain VIEW`: why that view last updated.
    func explain(_ view: String?) -> SessionOutput {
        guard let graph else { return .failure(noPreview(for: "explain")) }
        if let view {
            if let text = ViewExplanation.render(view, graph: graph, recorder: teaching) { return SessionOutput(text) }
            var seen: Set<String> = []
            let names = GraphWalk.nodes(graph).filter { $0.kind == .custom }.map(\.typeName)
                .filter { seen.insert($0).inserted }
            let suggestion = NearestMatches.suggestion(view, in: names, quote: false)
            return .failure(
                CommandError(
                    "expected a view on screen named \(view), but there is none"
                        + (suggestion.isEmpty ? "." : suggestion)
                        + " The views on screen are \(names.joined(separator: ", ")).",
                    code: "noMatch", hint: "name a view from `state` or `tree`"))
        }
        guard let step = teaching.lastStep else {
            return .failure(
                CommandError(
                    "there is no step to explain: none has run since the preview was opened or replayed (undo, goto)",
                    code: "state", hint: "run a step (tap, advance, url ...), then `explain`"))
        }
        return SessionOutput(Explanation.render(step))
    }
}

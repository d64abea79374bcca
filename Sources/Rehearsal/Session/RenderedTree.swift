package import RehearsalUI

/// The view tree before and after the last step, kept as shared `RenderNode`s: a step rebuilds only what
/// changed (`IncrementalSnapshot`), and its diff is worked out around the changed nodes, not over the whole text.
///
/// The texts and diffs are exactly what `TreeRenderer` and `TextDiff.unified` print for the whole trees.
@MainActor package final class RenderedTree {
    /// A printed tree, with its text once something asked for it.
    package struct Tree {
        package var nodes: RenderList
        var text: String?
    }

    private var before = Tree(nodes: [])
    private var after = Tree(nodes: [])

    package init() {}

    /// The tree on screen: the tree after the last step when it is current, else rendered from the graph now.
    package func current(_ graph: ViewGraph?, isCurrent: Bool) -> Tree {
        isCurrent ? after : Tree(nodes: graph.map(IncrementalSnapshot.build) ?? [])
    }

    /// Ends a step that started on `start`: it becomes the tree before, and the graph's tree now the tree after.
    package func finishStep(from start: Tree, graph: ViewGraph?) {
        before = start
        refresh(graph)
    }

    /// Renders the graph's tree now as the tree after a step; the tree after the previous one becomes the tree
    /// before. With no graph the tree is empty.
    package func step(_ graph: ViewGraph?) {
        before = after
        refresh(graph)
    }

    /// Renders the graph's tree now as the tree after the last step, keeping the tree before it.
    package func refresh(_ graph: ViewGraph?) {
        after = Tree(nodes: graph.map(IncrementalSnapshot.build) ?? [])
    }

    /// The whole text of the tree before the last step.
    package var textBefore: String {
        if let text = before.text { return text }
        let text = Self.text(before.nodes)
        before.text = text
        return text
    }

    /// The whole text of the tree after the last step.
    package var textAfter: String {
        if let text = after.text { return text }
        let text = Self.text(after.nodes)
        after.text = text
        return text
    }

    /// The unified diff of the two trees, as `TextDiff.unified(textBefore, textAfter, ...)` prints it.
    package func diff(oldName: String = "before", newName: String = "after", context: Int = 2) -> String? {
        guard let hunks = hunks(context: context) else { return nil }
        return (["--- \(oldName)", "+++ \(newName)"] + hunks).joined(separator: "\n")
    }

    /// The hunks of the diff of the two trees (no `---`/`+++` lines), or `nil` when the texts are equal.
    package func hunks(context: Int) -> [String]? {
        let before = self.before.nodes
        let after = self.after.nodes
        guard let span = Self.changedSpan(before, after) else { return nil }
        let window = Self.window(before, after, span, context: context)
        var oldLines: [String] = []
        RenderNode.appendLines(
            of: before, depth: 0, start: 0, from: window.from, to: window.oldTo, into: &oldLines)
        var newLines: [String] = []
        RenderNode.appendLines(
            of: after, depth: 0, start: 0, from: window.from, to: window.newTo, into: &newLines)
        return TextDiff.hunks(TextDiff.lines(oldLines, newLines), firstLine: window.from + 1, context: context)
    }

    /// The lines of both trees whose diff is the whole texts' diff: from `context` lines before the span to
    /// `context` lines after the last line the whole diff may change, the same number of lines before both ends.
    ///
    /// `TextDiff.lines` trims the lines the texts share at the start before it trims those at the end, so the
    /// lines that match on from the span's start (a row removed among rows whose lines print alike) push the change
    /// past the span's end, where the shared end then stops short: the window must reach that far.
    static func window(
        _ old: RenderList, _ new: RenderList, _ span: Span, context: Int
    ) -> (from: Int, oldTo: Int, newTo: Int) {
        let oldCount = old.lines
        let newCount = new.lines
        let prefix = sharedPrefix(old, new, from: span.start, oldCount: oldCount, newCount: newCount)
        let shared = min(oldCount - span.oldEnd, oldCount - prefix, newCount - prefix)
        let kept = max(0, shared - context)
        return (max(0, span.start - context), oldCount - kept, newCount - kept)
    }

    /// How many lines the two trees share at their start, given that they share the first `from`.
    private static func sharedPrefix(
        _ old: RenderList, _ new: RenderList, from: Int, oldCount: Int, newCount: Int
    ) -> Int {
        var position = from
        var batch = 8
        let limit = min(oldCount, newCount)
        while position < limit {
            let end = min(limit, position + batch)
            var oldLines: [String] = []
            RenderNode.appendLines(of: old, depth: 0, start: 0, from: position, to: end, into: &oldLines)
            var newLines: [String] = []
            RenderNode.appendLines(of: new, depth: 0, start: 0, from: position, to: end, into: &newLines)
            for (o, n) in zip(oldLines, newLines) {
                if o != n { return position }
                position += 1
            }
            batch = min(batch * 2, 4_096)
        }
        return position
    }

    static func text(_ nodes: RenderList) -> String {
        RenderedTreeText.text(nodes)
    }

    /// Lines that may differ between two trees: from `start` to `oldEnd` in the old text and to `newEnd` in the
    /// new one; every line before `start` and after the ends is the same in both.
    struct Span {
        var start: Int
        var oldEnd: Int
        var newEnd: Int
    }

    /// The span around every subtree that is not shared by the two trees, or `nil` when they share all of it.
    static func changedSpan(_ old: RenderList, _ new: RenderList) -> Span? {
        var span: Span?
        compare(old, new, oldAt: 0, newAt: 0, into: &span)
        return span
    }

    private static func mark(_ oldStart: Int, _ oldEnd: Int, _ newEnd: Int, into span: inout Span?) {
        if span == nil {
            span = Span(start: oldStart, oldEnd: oldEnd, newEnd: newEnd)
        } else {
            span!.oldEnd = oldEnd
            span!.newEnd = newEnd
        }
    }

    /// Compares two sibling lists that start at the given lines, in order, marking what is not shared.
    private static func compare(
        _ old: RenderList, _ new: RenderList, oldAt: Int, newAt: Int, into span: inout Span?
    ) {
        guard old.count == new.count else {
            // A row inserted or removed leaves the rows around it shared: the span runs from the first node the
            // lists do not share to the last, found by skipping the chunks they share at both ends.
            let ends = RenderList.sharedEnds(old, new)
            mark(
                oldAt + ends.prefixLines, oldAt + old.lines - ends.suffixLines, newAt + new.lines - ends.suffixLines,
                into: &span)
            return
        }
        // Chunks the step did not touch are skipped as they are.
        RenderList.forEachDifference(old, new, oldAt: oldAt, newAt: newAt) { o, n, oldLine, newLine in
            compareNodes(o, n, oldLine: oldLine, newLine: newLine, into: &span)
        }
    }

    /// Two nodes at the same place that are not the same object: their lines and their children's.
    private static func compareNodes(
        _ o: RenderNode, _ n: RenderNode, oldLine: Int, newLine: Int, into span: inout Span?
    ) {
        if o.line != n.line || o.headerLines != 1 {
            mark(oldLine, oldLine + o.headerLines, newLine + n.headerLines, into: &span)
        }
        compare(o.children, n.children, oldAt: oldLine + o.headerLines, newAt: newLine + n.headerLines, into: &span)
    }
}

/// The children of a printed node: a persistent list of `RenderNode`s with their line counts summed per chunk.
///
/// A short list is a plain array. A long one (a `ForEach` of 100,000 rows) is a tree of chunks of at most
/// `width` entries, packed from the left when it is made: replacing one node copies one chunk per level and shares
/// every other chunk with the list before, a diff of two lists skips the chunks they share, and the line a node
/// prints at is found by skipping chunks. Nodes inserted or removed (`replacingSubrange`) change the chunks on
/// their path only, splitting a chunk that grows past `width` and dropping one left empty, so a spliced list has
/// chunks of other sizes than a list of its count made afresh; the leaves stay at one depth.
package struct RenderList: RandomAccessCollection {
    /// The most entries a chunk (or a short list) holds.
    package static let width = 32

    private enum Storage {
        case flat([RenderNode])
        case tree(Chunk)
    }

    /// A chunk of a long list: a leaf holds nodes, an inner chunk holds chunks. Immutable and shared.
    private final class Chunk {
        let nodes: [RenderNode]
        let parts: [Chunk]
        let count: Int
        let lines: Int

        init(nodes: [RenderNode]) {
            self.nodes = nodes
            parts = []
            count = nodes.count
            var lines = 0
            for node in nodes { lines += node.lineCount }
            self.lines = lines
        }

        init(parts: [Chunk]) {
            nodes = []
            self.parts = parts
            var count = 0
            var lines = 0
            for part in parts {
                count += part.count
                lines += part.lines
            }
            self.count = count
            self.lines = lines
        }

        private init(nodes: [RenderNode], parts: [Chunk], count: Int, lines: Int) {
            self.nodes = nodes
            self.parts = parts
            self.count = count
            self.lines = lines
        }

        var isLeaf: Bool { parts.isEmpty }

        func node(at index: Int) -> RenderNode {
            if isLeaf { return nodes[index] }
            var index = index
            for part in parts {
                if index < part.count { return part.node(at: index) }
                index -= part.count
            }
            preconditionFailure("index out of range")
        }

        /// This chunk with the node at `index` replaced: one chunk per level is new, the rest are shared.
        func replacing(at index: Int, with node: RenderNode) -> Chunk {
            if isLeaf {
                var nodes = self.nodes
                let lines = self.lines - nodes[index].lineCount + node.lineCount
                nodes[index] = node
                return Chunk(nodes: nodes, parts: [], count: count, lines: lines)
            }
            var index = index
            for (position, part) in parts.enumerated() {
                if index < part.count {
                    let replaced = part.replacing(at: index, with: node)
                    var parts = self.parts
                    parts[position] = replaced
                    return Chunk(nodes: [], parts: parts, count: count, lines: lines - part.lines + replaced.lines)
                }
                index -= part.count
            }
            preconditionFailure("index out of range")
        }

        /// The chunks that hold this chunk's nodes with those in `range` replaced by `inserted`: none when it is left
        /// empty, several when it grows past `width`. Chunks off the range's path are shared.
        func splice(_ range: Range<Int>, _ inserted: ArraySlice<RenderNode>) -> [Chunk] {
            if isLeaf {
                var nodes = self.nodes
                nodes.replaceSubrange(range, with: inserted)
                return Chunk.split(nodes.count) { Chunk(nodes: Array(nodes[$0])) }
            }
            var result: [Chunk] = []
            var start = 0
            var placed = false
            for part in parts {
                let end = start + part.count
                defer { start = end }
                // The part that holds the range's first position takes the inserted nodes (the last at the end).
                let takes = !placed && range.lowerBound >= start && (range.lowerBound < end || end == count)
                let lower = Swift.max(range.lowerBound, start)
                let upper = Swift.max(lower, Swift.min(range.upperBound, end))
                guard takes || lower < upper else {
                    result.append(part)
                    continue
                }
                if takes {
                    placed = true
                } else if lower == start, upper == end {
                    continue
                }
                result += part.splice((lower - start)..<(upper - start), takes ? inserted : [])
            }
            return Chunk.split(result.count) { Chunk(parts: Array(result[$0])) }
        }

        /// `count` entries cut into as few chunks of at most `width` as they fill, of sizes as even as they can be.
        static func split(_ count: Int, _ make: (Range<Int>) -> Chunk) -> [Chunk] {
            if count == 0 { return [] }
            let pieces = (count + RenderList.width - 1) / RenderList.width
            var chunks: [Chunk] = []
            chunks.reserveCapacity(pieces)
            var start = 0
            for piece in 0..<pieces {
                let end = count * (piece + 1) / pieces
                chunks.append(make(start..<end))
                start = end
            }
            return chunks
        }

        /// How many entries the chunk holds at its own level: nodes for a leaf, chunks for an inner one.
        var entries: Int { isLeaf ? nodes.count : parts.count }

        func appendNodes(into array: inout [RenderNode]) {
            if isLeaf {
                array += nodes
            } else {
                for part in parts { part.appendNodes(into: &array) }
            }
        }
    }

    private let storage: Storage

    /// The list of `nodes`, in order.
    package init(_ nodes: [RenderNode]) {
        guard nodes.count > Self.width else {
            storage = .flat(nodes)
            return
        }
        var level: [Chunk] = []
        level.reserveCapacity((nodes.count + Self.width - 1) / Self.width)
        var start = 0
        while start < nodes.count {
            let end = Swift.min(start + Self.width, nodes.count)
            level.append(Chunk(nodes: Array(nodes[start..<end])))
            start = end
        }
        while level.count > 1 {
            var next: [Chunk] = []
            next.reserveCapacity((level.count + Self.width - 1) / Self.width)
            var start = 0
            while start < level.count {
                let end = Swift.min(start + Self.width, level.count)
                next.append(Chunk(parts: Array(level[start..<end])))
                start = end
            }
            level = next
        }
        storage = .tree(level[0])
    }

    /// The empty list.
    package init() {
        storage = .flat([])
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    package var startIndex: Int { 0 }

    package var endIndex: Int {
        switch storage {
        case .flat(let nodes): nodes.count
        case .tree(let chunk): chunk.count
        }
    }

    package subscript(position: Int) -> RenderNode {
        switch storage {
        case .flat(let nodes): return nodes[position]
        case .tree(let chunk):
            precondition(position >= 0 && position < chunk.count, "index out of range")
            return chunk.node(at: position)
        }
    }

    /// How many lines the nodes print, all together.
    package var lines: Int {
        switch storage {
        case .flat(let nodes):
            var lines = 0
            for node in nodes { lines += node.lineCount }
            return lines
        case .tree(let chunk): return chunk.lines
        }
    }

    /// The same list with the node at `index` replaced by `node`; every chunk off that node's path is shared.
    package func replacing(at index: Int, with node: RenderNode) -> RenderList {
        switch storage {
        case .flat(var nodes):
            nodes[index] = node
            return RenderList(storage: .flat(nodes))
        case .tree(let chunk):
            precondition(index >= 0 && index < chunk.count, "index out of range")
            return RenderList(storage: .tree(chunk.replacing(at: index, with: node)))
        }
    }

    /// The same list with the nodes in `range` replaced by `nodes`; every chunk off the range's path is shared.
    package func replacingSubrange(_ range: Range<Int>, with nodes: [RenderNode]) -> RenderList {
        switch storage {
        case .flat(var all):
            all.replaceSubrange(range, with: nodes)
            return RenderList(all)
        case .tree(let chunk):
            precondition(range.lowerBound >= 0 && range.upperBound <= chunk.count, "range out of bounds")
            var level = chunk.splice(range, nodes[...])
            while level.count > 1 {
                let parts = level
                level = Chunk.split(parts.count) { Chunk(parts: Array(parts[$0])) }
            }
            guard var root = level.first else { return RenderList() }
            while !root.isLeaf, root.parts.count == 1 { root = root.parts[0] }
            return RenderList(storage: .tree(root))
        }
    }

    /// The nodes as an array (a copy of every reference for a long list).
    package var array: [RenderNode] {
        switch storage {
        case .flat(let nodes): return nodes
        case .tree(let chunk):
            var array: [RenderNode] = []
            array.reserveCapacity(chunk.count)
            chunk.appendNodes(into: &array)
            return array
        }
    }

    /// Visits, in order, the nodes whose lines overlap `from..<to`, where the first node prints from line
    /// `start`, skipping whole chunks before `from`; `body` gets each node and the line it starts at. Returns the
    /// line where the visit stopped: the first line at or after `to` that starts a node, or the end of the list.
    @discardableResult
    package func visit(start: Int, from: Int, to: Int, _ body: (RenderNode, Int) -> Void) -> Int {
        switch storage {
        case .flat(let nodes):
            return Self.visit(nodes, start: start, from: from, to: to, body)
        case .tree(let chunk):
            var offset = start
            Self.visit(chunk, offset: &offset, from: from, to: to, body)
            return offset
        }
    }

    private static func visit(
        _ nodes: [RenderNode], start: Int, from: Int, to: Int, _ body: (RenderNode, Int) -> Void
    ) -> Int {
        var offset = start
        for node in nodes {
            if offset >= to { break }
            let end = offset + node.lineCount
            if end > from { body(node, offset) }
            offset = end
        }
        return offset
    }

    /// Returns whether the visit reached `to`.
    @discardableResult
    private static func visit(
        _ chunk: Chunk, offset: inout Int, from: Int, to: Int, _ body: (RenderNode, Int) -> Void
    ) -> Bool {
        if chunk.isLeaf {
            offset = visit(chunk.nodes, start: offset, from: from, to: to, body)
            return offset >= to
        }
        for part in chunk.parts {
            if offset >= to { return true }
            if offset + part.lines <= from {
                offset += part.lines
                continue
            }
            if visit(part, offset: &offset, from: from, to: to, body) { return true }
        }
        return offset >= to
    }

    /// Calls `body` for each position where two lists of the same count hold different nodes, in order, with
    /// the lines each node starts at (the first nodes at `oldAt` and `newAt`); chunks the two share are skipped.
    package static func forEachDifference(
        _ old: RenderList, _ new: RenderList, oldAt: Int, newAt: Int,
        _ body: (_ old: RenderNode, _ new: RenderNode, _ oldLine: Int, _ newLine: Int) -> Void
    ) {
        precondition(old.count == new.count, "lists of different counts")
        var oldLine = oldAt
        var newLine = newAt
        switch (old.storage, new.storage) {
        case (.tree(let a), .tree(let b)):
            difference(a, b, oldLine: &oldLine, newLine: &newLine, body)
        default:
            pairwise(old.array, new.array, oldLine: &oldLine, newLine: &newLine, body)
        }
    }

    private static func pairwise(
        _ old: [RenderNode], _ new: [RenderNode], oldLine: inout Int, newLine: inout Int,
        _ body: (RenderNode, RenderNode, Int, Int) -> Void
    ) {
        for (o, n) in zip(old, new) {
            if o !== n { body(o, n, oldLine, newLine) }
            oldLine += o.lineCount
            newLine += n.lineCount
        }
    }

    private static func difference(
        _ old: Chunk, _ new: Chunk, oldLine: inout Int, newLine: inout Int,
        _ body: (RenderNode, RenderNode, Int, Int) -> Void
    ) {
        if old === new {
            oldLine += old.lines
            newLine += new.lines
            return
        }
        if old.isLeaf, new.isLeaf {
            pairwise(old.nodes, new.nodes, oldLine: &oldLine, newLine: &newLine, body)
            return
        }
        let sameShape =
            !old.isLeaf && !new.isLeaf && old.parts.count == new.parts.count
            && zip(old.parts, new.parts).allSatisfy { $0.count == $1.count }
        guard sameShape else {
            // Chunks of other sizes (a list spliced): the nodes both share at their ends are skipped, the ones
            // between are compared position by position.
            let ends = SharedEnds(old, new)
            var oldAt = oldLine + ends.prefixLines
            var newAt = newLine + ends.prefixLines
            for position in ends.prefix..<(old.count - ends.suffix) {
                let o = old.node(at: position)
                let n = new.node(at: position)
                if o !== n { body(o, n, oldAt, newAt) }
                oldAt += o.lineCount
                newAt += n.lineCount
            }
            oldLine += old.lines
            newLine += new.lines
            return
        }
        for (o, n) in zip(old.parts, new.parts) {
            difference(o, n, oldLine: &oldLine, newLine: &newLine, body)
        }
    }

    /// How many nodes two lists share at their start and, after those, at their end (the same objects, in order),
    /// and how many lines they print; the chunks both share are skipped whole.
    package static func sharedEnds(
        _ old: RenderList, _ new: RenderList
    ) -> (prefix: Int, prefixLines: Int, suffix: Int, suffixLines: Int) {
        let ends = SharedEnds(old.root, new.root)
        return (ends.prefix, ends.prefixLines, ends.suffix, ends.suffixLines)
    }

    /// The list as one chunk (a short list's array in a leaf of its own).
    private var root: Chunk {
        switch storage {
        case .flat(let nodes): Chunk(nodes: nodes)
        case .tree(let chunk): chunk
        }
    }

    /// The nodes two chunks share at their start and then at their end, found by walking both with cursors that skip
    /// a chunk they both hold at the same place.
    private struct SharedEnds {
        var prefix = 0
        var prefixLines = 0
        var suffix = 0
        var suffixLines = 0

        init(_ old: Chunk, _ new: Chunk) {
            let limit = Swift.min(old.count, new.count)
            var a = Cursor(old, backward: false)
            var b = Cursor(new, backward: false)
            walk(&a, &b, limit: limit, count: &prefix, lines: &prefixLines)
            a = Cursor(old, backward: true)
            b = Cursor(new, backward: true)
            walk(&a, &b, limit: limit - prefix, count: &suffix, lines: &suffixLines)
        }

        private func walk(_ a: inout Cursor, _ b: inout Cursor, limit: Int, count: inout Int, lines: inout Int) {
            next: while count < limit, !a.isAtEnd, !b.isAtEnd {
                for levelA in a.chunksAtPosition() {
                    for levelB in b.chunksAtPosition() where a.path[levelA].chunk === b.path[levelB].chunk {
                        let chunk = a.path[levelA].chunk
                        guard count + chunk.count <= limit else { continue }
                        count += chunk.count
                        lines += chunk.lines
                        a.skip(level: levelA)
                        b.skip(level: levelB)
                        continue next
                    }
                }
                let node = a.node
                guard node === b.node else { return }
                count += 1
                lines += node.lineCount
                a.skip(level: a.path.count)
                b.skip(level: b.path.count)
            }
        }
    }

    /// A position in a chunk tree, walked forwards or backwards: the chunks from the root to the current leaf, each
    /// with the entry the walk is at.
    private struct Cursor {
        private(set) var path: [(chunk: Chunk, index: Int)] = []
        let backward: Bool

        init(_ root: Chunk, backward: Bool) {
            self.backward = backward
            if root.count > 0 {
                path.append((root, backward ? root.entries - 1 : 0))
                descend()
            }
        }

        var isAtEnd: Bool { path.isEmpty }

        var node: RenderNode { path[path.count - 1].chunk.nodes[path[path.count - 1].index] }

        /// The levels of the chunks whose first node (last, walking backwards) is the current one, largest first.
        func chunksAtPosition() -> [Int] {
            var level = path.count
            while level > 0 {
                let (chunk, index) = path[level - 1]
                guard index == (backward ? chunk.entries - 1 : 0) else { break }
                level -= 1
            }
            return Array(level..<path.count)
        }

        /// Moves past the chunk at `level` of the path (past the current node when `level` is the path's count).
        mutating func skip(level: Int) {
            path.removeSubrange(level...)
            while let (chunk, index) = path.last {
                let next = backward ? index - 1 : index + 1
                if next >= 0, next < chunk.entries {
                    path[path.count - 1].index = next
                    descend()
                    return
                }
                path.removeLast()
            }
        }

        private mutating func descend() {
            while let (chunk, index) = path.last, !chunk.isLeaf {
                let part = chunk.parts[index]
                path.append((part, backward ? part.entries - 1 : 0))
            }
        }
    }

    package func makeIterator() -> Iterator {
        Iterator(self)
    }

    /// Walks the nodes in order, a leaf at a time.
    package struct Iterator: IteratorProtocol {
        private var leaf: [RenderNode]
        private var position = 0
        /// The inner chunks above the current leaf, each with the next part to visit.
        private var path: [(Chunk, Int)] = []

        fileprivate init(_ list: RenderList) {
            switch list.storage {
            case .flat(let nodes):
                leaf = nodes
            case .tree(let chunk):
                leaf = []
                path = [(chunk, 0)]
            }
        }

        package mutating func next() -> RenderNode? {
            while position == leaf.count {
                guard let (chunk, next) = path.popLast() else { return nil }
                guard next < chunk.parts.count else { continue }
                path.append((chunk, next + 1))
                var part = chunk.parts[next]
                while !part.isLeaf {
                    path.append((part, 1))
                    part = part.parts[0]
                }
                leaf = part.nodes
                position = 0
            }
            defer { position += 1 }
            return leaf[position]
        }
    }
}

extension RenderList: ExpressibleByArrayLiteral {
    package init(arrayLiteral nodes: RenderNode...) {
        self.init(nodes)
    }
}

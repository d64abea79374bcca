/// The children of a printed node: a persistent list of `RenderNode`s with their line counts summed per chunk.
///
/// A short list is a plain array. A long one (a `ForEach` of 100,000 rows) is a tree of chunks of at most
/// `width` entries, packed from the left, so its shape depends only on its count: replacing one node copies one
/// chunk per level and shares every other chunk with the list before, a diff of two lists skips the chunks they
/// share, and the line a node prints at is found by skipping chunks.
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
            var oldNodes: [RenderNode] = []
            old.appendNodes(into: &oldNodes)
            var newNodes: [RenderNode] = []
            new.appendNodes(into: &newNodes)
            pairwise(oldNodes, newNodes, oldLine: &oldLine, newLine: &newLine, body)
            return
        }
        for (o, n) in zip(old.parts, new.parts) {
            difference(o, n, oldLine: &oldLine, newLine: &newLine, body)
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

import Foundation
import Testing

@testable import RehearsalUI

/// What a node of a long list costs in memory: issue 16's goal is under 800 bytes a node at 100,000 rows, and the
/// node and its element are most of it.
@MainActor @Suite struct GraphNodeLayoutTests {
    private typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int

    /// glibc's `malloc_usable_size`, found with `dlsym` (the Glibc module leaves out `malloc.h`).
    private static let usableSize: UsableSize? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size")
        .map { unsafeBitCast($0, to: UsableSize.self) }

    private func nodes(_ graph: ViewGraph) -> [GraphNode] {
        var found: [GraphNode] = []
        var stack = graph.root.map { [$0] } ?? []
        while let node = stack.popLast() {
            found.append(node)
            stack.append(contentsOf: node.children)
        }
        return found
    }

    @Test("A node takes 264 bytes of the heap: flags in the key's padding, lifecycle handlers out of line")
    func nodeSize() throws {
        let usableSize = try #require(Self.usableSize)
        let graph = ViewGraph()
        graph.mount(VStack { Text("a").onAppear {} })
        let sizes = Set(nodes(graph).map { usableSize(Unmanaged.passUnretained($0).toOpaque()) })
        // 344 bytes before (five flags each padded to a word, two closures and a queue inline).
        #expect(sizes == [264])
    }

    @Test("An element keeps its actions out of line: a text's element is a third of what it was")
    func elementSize() {
        #expect(MemoryLayout<ElementActions>.size > 200)
        #expect(MemoryLayout<Element>.size <= 176)
    }

    @Test("An element's actions are copied on write: a copy's change leaves the original as it was")
    func actionsCopiedOnWrite() {
        var taps: [String] = []
        var original = Element("Button", "\"OK\"")
        original.actions.tap = { taps.append("original") }
        var copy = original
        copy.actions.tap = { taps.append("copy") }
        copy.actions.toggle = {}
        original.actions.tap?()
        copy.actions.tap?()
        #expect(taps == ["original", "copy"])
        #expect(original.actions.toggle == nil)
        #expect(original.actions.supported == ["tap"])
        #expect(copy.actions.supported == ["tap", "toggle"])
        #expect(Element("Text").actions.supported.isEmpty)
    }

    @Test("Lifecycle handlers set, replaced and cleared read back as set; a node never given one has none")
    func lifecycleHandlers() throws {
        let graph = ViewGraph()
        graph.mount(VStack { Text("a") })
        let node = try #require(graph.root)
        #expect(node.onUnmount == nil && node.onReappear == nil)
        node.onUnmount = nil
        #expect(node.onUnmount == nil)
        var ran: [String] = []
        node.onUnmount = { ran.append("unmount 1") }
        node.onUnmount = { ran.append("unmount 2") }
        node.onReappear = { ran.append("reappear") }
        node.onUnmount?()
        node.onReappear?()
        node.onReappear = nil
        #expect(ran == ["unmount 2", "reappear"])
        #expect(node.onReappear == nil)
        #expect(node.onUnmount != nil)
    }
}

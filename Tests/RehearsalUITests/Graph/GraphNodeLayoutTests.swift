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

    @Test("A node takes 360 bytes of the heap, its element inline: flags in the key's padding, rare fields out of line")
    func nodeSize() throws {
        let usableSize = try #require(Self.usableSize)
        let graph = ViewGraph()
        graph.mount(VStack { Text("a").onAppear {} })
        let sizes = Set(nodes(graph).map { usableSize(Unmanaged.passUnretained($0).toOpaque()) })
        // 344 bytes in session 7 (five flags each padded to a word, two closures and a queue inline), 264 in
        // session 8 (the evaluation and reconcile counters a word each, the attachments inline), 248 and a box of
        // 104 for the element in session 11, 328 until session 19 kept a node's reads and its teaching facts on the
        // node (24 and 8 bytes), where two tables of 100,000 entries each held them.
        #expect(sizes == [360])
    }

    @Test("An element keeps its actions and its rare accessibility fields out of line: 88 bytes, from about 400")
    func elementSize() {
        #expect(MemoryLayout<ElementActions>.size > 200)
        #expect(MemoryLayout<AccessibilityInfoDetails>.size > 80)
        #expect(MemoryLayout<AccessibilityInfo?>.size == 40)
        // Held in its node since session 12 (a box of 104 bytes of the heap before, 200 in session 8).
        #expect(MemoryLayout<Element>.size == 88)
        #expect(MemoryLayout<Element?>.size == 88)
    }

    @Test("Accessibility fields out of line read as set, are copied on write, and compare by what they hold")
    func accessibilityDetails() {
        var plain = AccessibilityInfo(role: "staticText", label: "Row 1")
        #expect(plain.value == nil && plain.hint == nil && plain.placeholder == nil && plain.identifier == nil)
        #expect(plain.traits.isEmpty && !plain.isHidden && plain.isEnabled && plain.sortPriority == 0)
        var defaults = plain
        defaults.isEnabled = true
        defaults.traits = []
        defaults.value = nil
        #expect(defaults == plain)
        var toggle = AccessibilityInfo(role: "toggle", label: "Wi-Fi", value: "on")
        toggle.traits.append("isSelected")
        toggle.identifier = "wifi"
        var copy = toggle
        copy.value = "off"
        copy.traits.append("focused")
        copy.isEnabled = false
        copy.sortPriority = 2
        copy.hint = "Switches Wi-Fi"
        copy.placeholder = "none"
        copy.isHidden = true
        #expect(toggle.value == "on" && toggle.traits == ["isSelected"] && toggle.identifier == "wifi")
        #expect(toggle.isEnabled && toggle.sortPriority == 0 && toggle.hint == nil && !toggle.isHidden)
        #expect(copy.value == "off" && copy.traits == ["isSelected", "focused"] && copy.identifier == "wifi")
        #expect(!copy.isEnabled && copy.sortPriority == 2 && copy.hint == "Switches Wi-Fi" && copy.isHidden)
        #expect(copy.placeholder == "none" && toggle.placeholder == nil)
        #expect(copy != toggle)
        var same = AccessibilityInfo(role: "toggle", label: "Wi-Fi")
        same.identifier = "wifi"
        same.traits = ["isSelected"]
        same.value = "on"
        #expect(same == toggle)
        plain.label = "Row 2"
        #expect(plain != defaults)
        #expect(AccessibilityInfo(role: "button", label: "Row 1") != defaults)
    }

    @Test("Attachments set, replaced and removed read back as set; a node never given one has none")
    func attachments() throws {
        let graph = ViewGraph()
        graph.mount(VStack { Text("a") })
        let node = try #require(graph.root)
        let key = ObjectIdentifier(Attachment.self)
        #expect(node.attachments.isEmpty)
        node.attachments[key] = nil
        #expect(node.attachments.isEmpty)
        let first = Attachment()
        let second = Attachment()
        node.attachments[key] = first
        #expect(node.attachments[key] === first)
        node.attachments[key] = second
        #expect(node.attachments[key] === second && node.attachments.count == 1)
        node.onUnmount = {}
        node.attachments[key] = nil
        #expect(node.attachments.isEmpty && node.onUnmount != nil)
    }

    /// An object to attach to a node.
    private final class Attachment {}

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

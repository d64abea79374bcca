@_spi(SwiftUI) import Observation
import Synchronization
import Testing

@testable import RehearsalUI

/// An observable model with the kinds of properties Observation reports: public, private, generic.
@Observable private final class Shelf {
    var title = "Classics"
    var isLoading = false
    private var revision = 0

    func bump() { revision += 1 }
    func readRevision() -> Int { revision }
}

@Observable private final class Page<Item> {
    var items: [Item] = []
}

/// A class that may be subclassed: its properties' key paths are identified by their getters' method descriptors.
@Observable private class Drawer {
    var label = "Spoons"
}

/// Where a `willSet` observer leaves the key path of the change it saw.
private final class ChangedKeyPath: Sendable {
    private let value = Mutex<String?>(nil)
    private let name = Mutex<String?>(nil)

    func record(_ keyPath: AnyKeyPath?) {
        value.withLock { $0 = keyPath.map { "\($0)" } }
        name.withLock { $0 = keyPath.flatMap(KeyPathNames.propertyName) }
    }

    var printed: String? { value.withLock { $0 } }
    var propertyName: String? { name.withLock { $0 } }
}

/// Runs `read` under tracking, then `change`, and returns what Observation said changed.
private func observedChange(read: () -> Void, change: () -> Void) -> ChangedKeyPath {
    let seen = ChangedKeyPath()
    withObservationTracking(read, willSet: { tracking in seen.record(tracking.changed) })
    change()
    return seen
}

@Suite struct KeyPathNamesTests {
    @Test("An @Observable property's key path prints an address, and its name is recovered from the symbol table")
    func namesComputedKeyPath() {
        let shelf = Shelf()
        let seen = observedChange(read: { _ = shelf.isLoading }, change: { shelf.isLoading = true })
        #expect(seen.printed?.contains("<computed 0x") == true)
        #expect(seen.propertyName == "isLoading")
    }

    @Test("A private property is named without its discriminator")
    func namesPrivateProperty() {
        let shelf = Shelf()
        let seen = observedChange(read: { _ = shelf.readRevision() }, change: { shelf.bump() })
        #expect(seen.propertyName == "revision")
    }

    @Test("A property of a generic class is named")
    func namesGenericProperty() {
        let page = Page<Int>()
        let seen = observedChange(read: { _ = page.items }, change: { page.items = [1] })
        #expect(seen.propertyName == "items")
    }

    @Test("The cause names type and property, and never prints an address")
    func causeHasNoAddress() {
        let shelf = Shelf()
        let seen = ChangedKeyPath()
        nonisolated(unsafe) var cause: EvaluationCause?
        withObservationTracking(
            { _ = shelf.title },
            willSet: { tracking in
                seen.record(tracking.changed)
                cause = KeyPathNames.cause(for: tracking.changed)
            })
        shelf.title = "Poetry"
        #expect(cause == .observed(type: "Shelf", property: "title"))
        #expect(cause?.sentence == "it read Shelf.title, which changed")
    }

    @Test("A stored property's key path is named from its printed form")
    func namesStoredKeyPath() {
        struct Point { var x = 0 }
        #expect(KeyPathNames.propertyName(\Point.x) == "x")
    }

    @Test("A computed key path's id is its property's getter (a final class), a symbol in any configuration")
    func idOfFinalClassProperty() throws {
        let keyPath: AnyKeyPath = \Shelf.title
        let getter = try #require(ComputedKeyPathID.getterAddress(in: keyPath))
        let id = try #require(ComputedKeyPathID.id(of: keyPath, getter: getter))
        let accessor = try #require(CodeSymbols.demangledName(at: id))
        #expect(accessor.hasSuffix(".title.getter : Swift.String"))
        #expect(AccessorName.property(in: accessor, rootType: "Shelf") == "title")
        #expect(ComputedKeyPathID.isReadable)
    }

    @Test("A subclassable class's key path is identified by its getter's method descriptor, which names it")
    func idOfOpenClassProperty() throws {
        let drawer = Drawer()
        let seen = observedChange(read: { _ = drawer.label }, change: { drawer.label = "Forks" })
        #expect(seen.propertyName == "label")
        let keyPath: AnyKeyPath = \Drawer.label
        let id = try #require(
            ComputedKeyPathID.getterAddress(in: keyPath).flatMap { ComputedKeyPathID.id(of: keyPath, getter: $0) })
        let accessor = try #require(CodeSymbols.demangledName(at: id))
        #expect(accessor.hasPrefix("method descriptor for "))
        #expect(accessor.hasSuffix(".label.getter : Swift.String"))
    }

    @Test("A key path whose getter is not the one its description names gives no id, never a wrong one")
    func idNeedsMatchingGetter() throws {
        let keyPath: AnyKeyPath = \Shelf.title
        let getter = try #require(ComputedKeyPathID.getterAddress(in: keyPath))
        #expect(ComputedKeyPathID.id(of: keyPath, getter: getter &+ 16) == nil)
        struct Point { var x = 0 }
        #expect(ComputedKeyPathID.getterAddress(in: \Point.x) == nil)
    }

    @Test("Accessor symbols name their property; merged functions and other owners name nothing")
    func parsesAccessorNames() {
        #expect(
            AccessorName.property(
                in: "key path getter for Inkwell.TaskStore.isLoading : Swift.Bool : Inkwell.TaskStore",
                rootType: "TaskStore") == "isLoading")
        #expect(
            AccessorName.property(in: "Inkwell.TaskStore.tasks.getter : [Inkwell.TaskItem]", rootType: "TaskStore")
                == "tasks")
        #expect(
            AccessorName.property(
                in: "key path getter for M.Store.(secret in _9A83025169574AF99436D3FBA107EB74) : Swift.Int : M.Store",
                rootType: "Store") == "secret")
        #expect(
            AccessorName.property(in: "merged key path getter for M.Store.a : Swift.Int : M.Store", rootType: "Store")
                == nil)
        #expect(
            AccessorName.property(
                in:
                    "key path getter for M.(Store in _D2125DF3D95CB5C5).isOn : Swift.Bool : M.(Store in _D2125DF3D95CB5C5)",
                rootType: "Store") == "isOn")
        #expect(
            AccessorName.property(in: "key path getter for M.Other.a : Swift.Int : M.Other", rootType: "Store") == nil)
        #expect(AccessorName.property(in: "closure #1 in M.Store.load() async -> ()", rootType: "Store") == nil)
        #expect(
            AccessorName.property(in: "method descriptor for M.Store.name.getter : Swift.String", rootType: "Store")
                == "name")
        #expect(
            AccessorName.property(in: "property descriptor for M.Store.name : Swift.String", rootType: "Store") == nil)
    }
}

@Suite struct CodeSymbolsTests {
    @Test("A file that is not ELF has no symbol table, so names fall back")
    func readsOnlyELF() {
        #expect(ELFSymbolTable(path: "/proc/self/status") == nil)
        #expect(ELFSymbolTable(path: "/no/such/file") == nil)
    }

    @Test("The running executable's local symbols are found: a function of this test names itself")
    func namesLocalFunction() {
        let function: @convention(c) () -> Int32 = { 7 }
        let address = UInt(bitPattern: unsafeBitCast(function, to: UnsafeRawPointer.self))
        #expect(CodeSymbols.demangledName(at: address)?.contains("CodeSymbolsTests.namesLocalFunction") == true)
    }
}

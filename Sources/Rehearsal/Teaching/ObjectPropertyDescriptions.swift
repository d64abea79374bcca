import Foundation
import RehearsalUI

/// The described tracked properties of each `@Observable` object (the macro's `_name` storage), kept from step
/// to step: a property is described again only when its storage's bytes changed, so a step costs the objects it
/// changed, not every object on screen.
///
/// Equal bytes mean an equal value only for values that are plain data: the entry keeps a copy of such a value,
/// so a change made in place (an array appended to) copies the buffer and shows in the bytes. A value that holds a
/// class instance, or a type that prints itself (`CustomStringConvertible` outside the standard library and
/// Foundation, ``CustomRehearsalDescription``), can change without its bytes changing: it is described at every
/// step, as is every property of an object ``ClassFieldLayout`` cannot read in place (those return `nil`).
@MainActor enum ObjectPropertyDescriptions {
    /// One tracked property, described.
    struct Described: Equatable {
        var name: String
        var value: String
        var fingerprint: String
    }

    private struct Slot {
        var field: ClassFieldLayout.Field
        var name: String
        /// Whether the value is plain data, so that equal bytes mean an equal description.
        var isPlain = false
        var bytes: [UInt8] = []
        /// The value described, kept so that a change in place copies its buffers rather than reusing them.
        var copy: Any?
        var described: Described?
        /// The plain values a trivial field held before (``ClassFieldLayout/Field/isTrivial``: its bytes are its
        /// value), described, newest last: a field that goes back to one (a tab's selection switched back and
        /// forth) is not described again.
        var earlier: [(bytes: [UInt8], described: Described)] = []
    }

    /// How many earlier values of a trivial field are kept.
    private static let earlierLimit = 4

    private final class Entry {
        weak var object: AnyObject?
        var slots: [Slot]

        init(object: AnyObject, slots: [Slot]) {
            self.object = object
            self.slots = slots
        }
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    /// How many properties were described by reflection (for tests: a value taken back is not).
    private(set) static var descriptions = 0
    private static var sweepAt = 64

    /// The tracked properties of `object` in declaration order, as the state inventory describes them; `nil` when
    /// the object is not read this way (an `ObservableObject`, a subclass, a custom mirror: reflect it instead).
    static func tracked(of object: AnyObject) -> [Described]? {
        guard !(object is any ObservableObject), let layout = ClassFieldLayout.of(object) else { return nil }
        let entry = entry(for: object, layout)
        var changed: [Int] = []
        for index in entry.slots.indices {
            let slot = entry.slots[index]
            if slot.described != nil, slot.isPlain, ClassFieldLayout.hasBytes(slot.bytes, of: slot.field, in: object) {
                continue
            }
            if slot.field.isTrivial, recall(index, of: object, in: entry) { continue }
            changed.append(index)
        }
        if !changed.isEmpty { describe(changed, of: object, in: entry) }
        return entry.slots.compactMap(\.described)
    }

    private static func entry(for object: AnyObject, _ layout: ClassFieldLayout) -> Entry {
        let id = ObjectIdentifier(object)
        if let entry = entries[id], entry.object === object { return entry }
        // The macro's storage: `_name` beside the registrar `_$observationRegistrar`; other classes list nothing.
        let isMacroStorage = layout.fields.contains { $0.name == "_$observationRegistrar" }
        let slots = layout.fields.filter { isMacroStorage && $0.name.hasPrefix("_") && !$0.name.hasPrefix("_$") }
            .map { Slot(field: $0, name: String($0.name.dropFirst())) }
        let entry = Entry(object: object, slots: slots)
        entries[id] = entry
        if entries.count >= sweepAt {
            entries = entries.filter { $0.value.object != nil }
            sweepAt = max(64, entries.count * 2)
        }
        return entry
    }

    /// Describes the slots at `indices` from one reflection of the object.
    private static func describe(_ indices: [Int], of object: AnyObject, in entry: Entry) {
        descriptions += indices.count
        var wanted = Set(indices.map { entry.slots[$0].field.name })
        for child in Mirror(reflecting: object).children {
            guard let label = child.label, wanted.remove(label) != nil,
                let index = entry.slots.firstIndex(where: { $0.field.name == label })
            else { continue }
            var slot = entry.slots[index]
            keepEarlier(&slot)
            slot.described = Described(
                name: slot.name, value: ValueDescription.short(child.value),
                fingerprint: String(reflecting: child.value))
            slot.isPlain = isPlain(child.value, depth: 0)
            slot.copy = slot.isPlain ? child.value : nil
            slot.bytes = slot.isPlain ? ClassFieldLayout.bytes(of: slot.field, in: object) : []
            entry.slots[index] = slot
            if wanted.isEmpty { break }
        }
    }

    /// Takes back the description of an earlier value of the trivial field at `index` when the field holds it again;
    /// `false` when it holds none of them.
    private static func recall(_ index: Int, of object: AnyObject, in entry: Entry) -> Bool {
        var slot = entry.slots[index]
        guard
            let found = slot.earlier.firstIndex(where: {
                ClassFieldLayout.hasBytes($0.bytes, of: slot.field, in: object)
            })
        else { return false }
        let earlier = slot.earlier.remove(at: found)
        keepEarlier(&slot)
        slot.bytes = earlier.bytes
        slot.described = earlier.described
        slot.isPlain = true
        slot.copy = nil
        entry.slots[index] = slot
        return true
    }

    /// Keeps the slot's current description among its earlier ones before it changes, when its bytes are its value.
    private static func keepEarlier(_ slot: inout Slot) {
        guard slot.field.isTrivial, slot.isPlain, let described = slot.described else { return }
        if slot.earlier.count >= earlierLimit { slot.earlier.removeFirst() }
        slot.earlier.append((slot.bytes, described))
    }

    /// Whether `value` is plain data: no class instance anywhere in it, and no type outside the standard library
    /// and Foundation that chooses how it prints, so its description depends on its bytes and buffers alone.
    private static func isPlain(_ value: Any, depth: Int) -> Bool {
        switch value {
        case is String, is Substring, is Bool, is Int, is Double, is Float, is Date, is UUID: return true
        case is any CustomRehearsalDescription: return false
        default: break
        }
        guard depth < 8 else { return false }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle != .class, printsByItsFields(value) else { return false }
        var count = 0
        for child in mirror.children {
            count += 1
            guard count <= 256, isPlain(child.value, depth: depth + 1) else { return false }
        }
        return true
    }

    /// Whether each type prints by its fields (the standard library's and Foundation's types print by their
    /// values), found once per type: a type outside them that chooses how it prints may print anything.
    private static var printsByFields: [ObjectIdentifier: Bool] = [:]

    private static func printsByItsFields(_ value: Any) -> Bool {
        let type = Swift.type(of: value)
        if let known = printsByFields[ObjectIdentifier(type)] { return known }
        let name = String(reflecting: type)
        let found =
            name.hasPrefix("Swift.") || name.hasPrefix("Foundation.")
            || !(value is any CustomStringConvertible || value is any CustomDebugStringConvertible
                || value is any CustomReflectable || value is any TextOutputStreamable)
        printsByFields[ObjectIdentifier(type)] = found
        return found
    }
}

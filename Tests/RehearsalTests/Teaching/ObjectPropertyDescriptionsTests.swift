import Foundation
import Observation
import RehearsalUI
import Testing

@testable import Rehearsal

/// A class whose description changes without any of its holders' bytes changing.
final class DescribedCounter: CustomStringConvertible {
    var count = 0
    var description: String { "DescribedCounter(\(count))" }
}

/// A struct that prints itself from a global, so equal bytes do not mean an equal description.
struct GloballyDescribed: CustomStringConvertible {
    nonisolated(unsafe) static var suffix = "a"
    var id = 1
    var description: String { "GloballyDescribed(\(id)\(Self.suffix))" }
}

/// A trivial enum that prints itself from a global, so a case seen before may print otherwise now.
enum GloballyLabelled: CustomStringConvertible {
    case one, two
    var description: String { "\(self == .one ? "one" : "two")-\(GloballyDescribed.suffix)" }
}

/// What the random edits of the description property test change: values edited in place, replaced, nested.
@Observable final class DescribedModel {
    struct Position: Equatable {
        var row: Int
        var tags: [String]
    }

    enum Phase {
        case idle
        case loaded([Int])
        case failed(String)
    }

    enum Tab {
        case library, settings, search
    }

    struct Cell {
        var row: Int8
        var column: Int
    }

    var count = 0
    var tab = Tab.library
    var cell = Cell(row: 0, column: 0)
    var labelled = GloballyLabelled.one
    var numbers: [Int] = []
    var title = "Title"
    var position = Position(row: 0, tags: [])
    var phase = Phase.idle
    var lookup: [String: Int] = [:]
    var optional: Double?
    var counter = DescribedCounter()
    var counters: [DescribedCounter] = []
    var global = GloballyDescribed()
    weak var weakCounter: DescribedCounter?
    @ObservationIgnored var ignored = 0
}

/// An object of trivial properties only, so that each reflection counted is one of theirs.
@Observable final class TrivialModel {
    var tab = DescribedModel.Tab.library
    var labelled = GloballyLabelled.one
}

@MainActor @Suite(.serialized) struct ObjectPropertyDescriptionsTests {
    /// The tracked properties as the state inventory described them before they were kept: by reflection, afresh.
    static func reflected(_ object: AnyObject) -> [ObjectPropertyDescriptions.Described] {
        Mirror(reflecting: object).children.compactMap { child in
            guard let label = child.label, label.hasPrefix("_"), !label.hasPrefix("_$") else { return nil }
            return ObjectPropertyDescriptions.Described(
                name: String(label.dropFirst()), value: ValueDescription.short(child.value),
                fingerprint: String(reflecting: child.value))
        }
    }

    static func texts(_ described: [ObjectPropertyDescriptions.Described]?) -> [String] {
        (described ?? []).map { "\($0.name) = \($0.value) | \($0.fingerprint)" }
    }

    @Test("Kept descriptions equal fresh ones after random edits made in place, replaced, nested or elsewhere")
    func keptDescriptionsFollowEveryEdit() throws {
        var random = SeededGenerator(seed: 12)
        let model = DescribedModel()
        var kept: DescribedCounter?
        let first = try #require(ObjectPropertyDescriptions.tracked(of: model))
        #expect(Self.texts(first) == Self.texts(Self.reflected(model)))
        for step in 0..<600 {
            switch Int.random(in: 0..<20, using: &random) {
            case 16: model.tab = [.library, .settings, .search].randomElement(using: &random)!
            case 17: model.cell = DescribedModel.Cell(row: Int8(step % 3), column: step % 2)
            case 18: model.labelled = model.labelled == .one ? .two : .one
            case 19: model.count = Int.random(in: 0..<3, using: &random)
            case 0: model.count += 1
            case 1: model.numbers.append(step)
            case 2: if !model.numbers.isEmpty { model.numbers[0] += 1 }
            case 3: model.title += "é"
            case 4: model.position.row += 1
            case 5: model.position.tags.append("t\(step)")
            case 6: model.phase = .loaded(model.numbers)
            case 7: model.phase = step % 2 == 0 ? .failed("x\(step)") : .idle
            case 8: model.lookup["k\(step % 5)", default: 0] += 1
            case 9: model.optional = model.optional == nil ? -0.0 : nil
            case 10: model.counter.count += 1
            case 11: model.counters.append(DescribedCounter())
            case 12: model.counters.last?.count += 1
            case 13: GloballyDescribed.suffix += "b"
            case 14:
                kept = kept == nil ? DescribedCounter() : nil
                model.weakCounter = kept ?? model.weakCounter
            default: model.ignored += 1
            }
            // Some steps look twice, so that a description kept from the step before is the one compared.
            for _ in 0..<(step % 3 == 0 ? 2 : 1) {
                let described = try #require(ObjectPropertyDescriptions.tracked(of: model))
                #expect(Self.texts(described) == Self.texts(Self.reflected(model)), "step \(step)")
            }
        }
    }

    @Test("A trivial property switched back and forth is described twice, then taken back")
    func earlierValuesAreTakenBack() throws {
        let model = TrivialModel()
        _ = try #require(ObjectPropertyDescriptions.tracked(of: model))
        let before = ObjectPropertyDescriptions.descriptions
        for step in 0..<20 {
            model.tab = step % 2 == 0 ? .settings : .library
            let described = try #require(ObjectPropertyDescriptions.tracked(of: model))
            #expect(Self.texts(described) == Self.texts(Self.reflected(model)), "step \(step)")
        }
        // `.settings` is described once (`.library` was, before the switches); `labelled` prints itself, so it is
        // described at every look, though its bytes stay those of a case described before.
        #expect(ObjectPropertyDescriptions.descriptions - before == 21)
        GloballyDescribed.suffix = "c"
        for step in 0..<4 {
            model.labelled = step % 2 == 0 ? .two : .one
            let described = try #require(ObjectPropertyDescriptions.tracked(of: model))
            #expect(Self.texts(described) == Self.texts(Self.reflected(model)), "labelled step \(step)")
            GloballyDescribed.suffix += "d"
        }
    }

    @Test("An object freed and another made at its address is described afresh")
    func aNewObjectIsDescribedAfresh() throws {
        for count in 0..<50 {
            let model = DescribedModel()
            model.count = count
            model.numbers = Array(0..<count)
            let described = try #require(ObjectPropertyDescriptions.tracked(of: model))
            #expect(Self.texts(described) == Self.texts(Self.reflected(model)))
        }
    }

    @Test("An ObservableObject is not read in place")
    func observableObjectsAreReflected() {
        final class Legacy: ObservableObject {
            @Published var value = 1
        }
        #expect(ObjectPropertyDescriptions.tracked(of: Legacy()) == nil)
    }
}

import Foundation
import PackagePlugin

/// The targets of the user's package whose previews the shell shows: those named with `--target`, or by
/// default every Swift target that depends on RehearsalUI (directly, through another target, or through a
/// product such as `SwiftUI`), and the targets of the package they depend on.
struct PreviewTargets {
    /// The targets whose previews are shown, in the package's order.
    var hosted: [SwiftSourceModuleTarget]
    /// `hosted` and every Swift target of the package they depend on, in dependency order.
    var modules: [SwiftSourceModuleTarget]

    init(package: Package, rehearsal: Package, requested: [String]) throws {
        let candidates = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
            .filter { $0.kind == .generic || $0.kind == .executable }
        let dialect = rehearsal.targets.first { $0.name == "RehearsalUI" }?.id
        func usesDialect(_ target: SwiftSourceModuleTarget) -> Bool {
            target.recursiveTargetDependencies.contains { $0.id == dialect }
        }
        if requested.isEmpty {
            hosted = candidates.filter(usesDialect)
            guard !hosted.isEmpty else {
                throw RehearseFailure(
                    description: """
                        no target of \(package.displayName) depends on RehearsalUI, so none can hold previews.
                        To fix, add .product(name: "RehearsalUI", package: "\(rehearsal.displayName)") (or the \
                        SwiftUI product, see Rehearsal's README) to the dependencies of the target that holds \
                        your previews.
                        """)
            }
        } else {
            let names = candidates.map(\.name)
            hosted = try requested.map { name in
                guard let target = candidates.first(where: { $0.name == name }) else {
                    throw RehearseFailure(
                        description: """
                            --target \(name): \(package.displayName) has no Swift library or executable target \
                            named "\(name)"\(Self.suggestion(name, in: names)). Its targets: \
                            \(names.joined(separator: ", ")).
                            """)
                }
                guard usesDialect(target) else {
                    throw RehearseFailure(
                        description: """
                            --target \(name): the target does not depend on RehearsalUI, so it can hold no \
                            previews. To fix, add the RehearsalUI (or SwiftUI) product to its dependencies, or \
                            name a target that has them.
                            """)
                }
                return target
            }
        }
        let own = Set(package.targets.map(\.id))
        var seen: Set<String> = []
        modules = []
        for target in hosted {
            let closure = target.recursiveTargetDependencies.compactMap { $0 as? SwiftSourceModuleTarget } + [target]
            for module in closure where own.contains(module.id) && seen.insert(module.id).inserted {
                modules.append(module)
            }
        }
    }

    /// The Swift files of the hosted targets that declare a preview (`#Preview` or `PreviewProvider`), or a
    /// `DocumentGroup`, which the shell lists beside the previews. Comments and strings that name them do not count.
    var filesWithPreviews: [URL] {
        hosted.flatMap { target in
            target.sourceFiles.filter { file in
                guard file.type == .source, let text = try? String(contentsOf: file.url, encoding: .utf8) else {
                    return false
                }
                let code = SwiftCodeText.code(of: text)
                return code.contains("#Preview") || code.contains("PreviewProvider") || code.contains("DocumentGroup(")
            }.map(\.url)
        }
    }

    /// `main.swift` of each hosted executable target, relative to its directory: the host excludes it.
    var apps: [String: [String]] {
        var result: [String: [String]] = [:]
        for target in hosted where target.kind == .executable {
            let base = target.directoryURL.path + "/"
            result[target.name] = target.sourceFiles.filter { $0.url.lastPathComponent == "main.swift" }
                .map { String($0.url.path.dropFirst(base.count)) }
        }
        return result
    }

    /// ` (did you mean "X"?)` for the closest name, when it is at most two edits away.
    private static func suggestion(_ name: String, in names: [String]) -> String {
        let scored = names.map { (name: $0, distance: distance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= 2 else { return "" }
        return " (did you mean \"\(best.name)\"?)"
    }

    /// The Levenshtein distance between two names.
    private static func distance(_ first: String, _ second: String) -> Int {
        let a = Array(first)
        let b = Array(second)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

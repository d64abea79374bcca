import RehearsalUI

/// Warns when one view drives several sheets or covers with separate Boolean flags ("flags multiply").
@MainActor enum PresentationFlagsCheck {
    static func warnings(_ nodes: [GraphNode]) -> [PatternWarning] {
        var owners: [String] = []
        var flags: [String: [String]] = [:]
        for node in nodes {
            guard let model = node.modifierState as? PresentationModel, model.isFlagDriven,
                model.kind == .sheet || model.kind == .fullScreenCover
            else { continue }
            let owner = GraphWalk.ownerName(node)
            if flags[owner] == nil { owners.append(owner) }
            flags[owner, default: []].append("\(model.kind.rawValue)(isPresented:)")
        }
        return owners.compactMap { owner in
            guard let presentations = flags[owner], presentations.count > 1 else { return nil }
            return PatternWarning(
                .flagsMultiply,
                "\(owner) presents with \(presentations.count) separate Boolean flags ("
                    + GraphWalk.counted(presentations).joined(separator: ", ")
                    + "): nothing stops two from being true at once, and each must be reset by hand",
                fix: "keep one optional enum in one @State (enum Sheet: Identifiable { case … }) and present it "
                    + "with a single .sheet(item:)")
        }
    }
}

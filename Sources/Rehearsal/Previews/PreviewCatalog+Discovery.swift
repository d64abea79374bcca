import RehearsalUI

extension PreviewCatalog {
    /// The `#Preview`s and `PreviewProvider` previews in scope, named and ordered.
    static func discoverEntries(in scope: PreviewScope) -> [PreviewEntry] {
        let registrations = ConformanceScanner.conformingTypes(
            toProtocolNamed: "_PreviewRegistration", inModule: "RehearsalUI"
        )
        .compactMap { $0 as? any _PreviewRegistration.Type }
        .filter { scope.includes(.file($0.previewFileID)) }
        .sorted {
            ($0.previewFileID, $0.previewLine, $0.previewColumn) < ($1.previewFileID, $1.previewLine, $1.previewColumn)
        }
        var names: Set<String> = []
        var entries: [PreviewEntry] = []
        var unnamedCounts: [String: Int] = [:]
        for registration in registrations {
            let preview = registration.makePreview()
            let stem = fileStem(of: registration.previewFileID)
            let title: String
            if let displayName = preview.displayName ?? registration.previewName {
                title = displayName
            } else {
                let number = unnamedCounts[registration.previewFileID, default: 0] + 1
                unnamedCounts[registration.previewFileID] = number
                title = "Preview \(number)"
            }
            let name = unique("\(stem)/\(title)", among: &names)
            entries.append(
                PreviewEntry(
                    name: name, fileID: registration.previewFileID, line: registration.previewLine, preview: preview))
        }
        let providers = ConformanceScanner.conformingTypes(toProtocolNamed: "PreviewProvider", inModule: "RehearsalUI")
            .compactMap { $0 as? any PreviewProvider.Type }
            .filter { scope.includes(.type(String(reflecting: $0))) }
            .sorted { String(reflecting: $0) < String(reflecting: $1) }
        for provider in providers {
            let count = previewViews(of: provider).count
            for index in 0..<count {
                let written = PreviewProviderTraits.read(previewViews(of: provider)[index])
                let title = written.name ?? "Preview \(index + 1)"
                let name = unique("\(ShortTypeName.of(provider))/\(title)", among: &names)
                let preview = Preview(
                    name: written.name, traits: written.traits, content: { previewViews(of: provider)[index] })
                entries.append(
                    PreviewEntry(
                        name: name, fileID: nil, line: nil, preview: preview,
                        device: PreviewProviderTraits.device(of: previewViews(of: provider)[index])))
            }
        }
        entries += documentEntries(in: scope, names: &names)
        entries += appWindowEntries(in: scope, names: &names)
        return entries
    }

    /// The views of a provider's `previews`: each view of its group, or the one view.
    static func previewViews(of provider: any PreviewProvider.Type) -> [any View] {
        let previews: any View = provider.previews
        if let group = previews as? any PreviewGroupElements {
            let elements = group.previewElements
            if !elements.isEmpty { return elements }
        }
        return [previews]
    }

    /// `ShelfScreen` for `Library/ShelfScreen.swift`.
    static func fileStem(of fileID: String) -> String {
        var file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        if file.hasSuffix(".swift") { file.removeLast(".swift".count) }
        return file
    }

    /// `name`, or `name (2)`, `name (3)`... when an earlier preview already has it.
    static func unique(_ name: String, among names: inout Set<String>) -> String {
        var candidate = name
        var number = 1
        while names.contains(candidate) {
            number += 1
            candidate = "\(name) (\(number))"
        }
        names.insert(candidate)
        return candidate
    }
}

import Foundation
import RehearsalUI
import Testing
import VirtualTime

/// `UTType` as `UniformTypeIdentifiers` declares it: the common public types with their supertypes, file name
/// extensions and MIME types, the app's own declarations found again by identifier, dynamic types for unknown
/// tags, and identifiers as the coded form.
@Suite struct UniformTypeIdentifiersBreadthTests {
    @Test("The common types: identifiers, preferred tags and what each conforms to")
    func commonTypes() {
        let types: [UTType] = [
            .plainText, .text, .json, .image, .png, .jpeg, .pdf, .data, .folder, .url, .fileURL, .commaSeparatedText,
        ]
        let probes: [UTType] = [.item, .data, .content, .text, .image, .directory]
        let lines = types.map { type in
            let conforms = probes.filter { type.conforms(to: $0) }.map(\.written).joined(separator: " ")
            return "\(type.written) \(type.identifier) ext=\(type.preferredFilenameExtension ?? "-") "
                + "mime=\(type.preferredMIMEType ?? "-") conforms: \(conforms)"
        }
        #expect(
            lines.joined(separator: "\n") == """
                .plainText public.plain-text ext=txt mime=text/plain conforms: .item .data .content .text
                .text public.text ext=- mime=- conforms: .item .data .content .text
                .json public.json ext=json mime=application/json conforms: .item .data .content .text
                .image public.image ext=- mime=- conforms: .item .data .content .image
                .png public.png ext=png mime=image/png conforms: .item .data .content .image
                .jpeg public.jpeg ext=jpeg mime=image/jpeg conforms: .item .data .content .image
                .pdf com.adobe.pdf ext=pdf mime=application/pdf conforms: .item .data .content
                .data public.data ext=- mime=- conforms: .item .data
                .folder public.folder ext=- mime=- conforms: .item .directory
                .url public.url ext=- mime=- conforms: .item .data
                .fileURL public.file-url ext=- mime=- conforms: .item .data
                .commaSeparatedText public.comma-separated-values-text ext=csv mime=text/csv conforms: .item .data .content .text
                """)
    }

    @Test("Lookups by identifier, extension and MIME type; declared and dynamic types; Codable")
    func lookups() throws {
        let note = UTType(exportedAs: "com.example.breadth-note", conformingTo: .plainText)
        let photo = UTType(importedAs: "com.example.breadth-photo")
        let found = try #require(UTType("com.example.breadth-note"))
        let unknown = try #require(UTType(filenameExtension: "xyz"))
        let encoded = String(decoding: try JSONEncoder().encode([UTType.png, note]), as: UTF8.self)
        let decoded = try JSONDecoder().decode([UTType].self, from: Data(encoded.utf8))
        let lines = [
            "UTType(filenameExtension: \"JPG\") = \(UTType(filenameExtension: "JPG")?.written ?? "nil")",
            "UTType(filenameExtension: \"txt\", conformingTo: .image) = "
                + "\(UTType(filenameExtension: "txt", conformingTo: .image)?.written ?? "nil")",
            "UTType(mimeType: \"application/json\") = \(UTType(mimeType: "application/json")?.written ?? "nil")",
            "UTType(\"public.png\") = \(UTType("public.png")?.written ?? "nil")",
            "UTType(\"\") = \(UTType("")?.written ?? "nil")",
            "declared note: \(found.written) isDeclared=\(found.isDeclared) conforms to .text: "
                + "\(found.conforms(to: .text)) supertypes: \(found.supertypes.map(\.identifier).sorted())",
            "imported photo conforms to .data: \(photo.conforms(to: .data)), to .image: \(photo.conforms(to: .image))",
            "xyz: \(unknown.identifier) isDynamic=\(unknown.isDynamic) ext=\(unknown.preferredFilenameExtension ?? "-")",
            ".png isSubtype(of: .image)=\(UTType.png.isSubtype(of: .image)) .image isSupertype(of: .png)="
                + "\(UTType.image.isSupertype(of: .png)) .png isSubtype(of: .png)=\(UTType.png.isSubtype(of: .png))",
            "coded: \(encoded) decoded: \(decoded.map(\.written))",
        ]
        #expect(
            lines.joined(separator: "\n") == #"""
                UTType(filenameExtension: "JPG") = .jpeg
                UTType(filenameExtension: "txt", conformingTo: .image) = nil
                UTType(mimeType: "application/json") = .json
                UTType("public.png") = .png
                UTType("") = nil
                declared note: UTType("com.example.breadth-note") isDeclared=true conforms to .text: true supertypes: ["public.content", "public.data", "public.item", "public.plain-text", "public.text"]
                imported photo conforms to .data: true, to .image: false
                xyz: dyn.filename-extension.xyz isDynamic=true ext=xyz
                .png isSubtype(of: .image)=true .image isSupertype(of: .png)=true .png isSubtype(of: .png)=false
                coded: ["public.png","com.example.breadth-note"] decoded: [".png", "UTType(\"com.example.breadth-note\")"]
                """#)
    }
}

/// `fileImporter` and `fileExporter` take the same `UTType`; headless they print whether they are presented.
@MainActor @Suite struct FilePanelBreadthTests {
    struct TextFile: FileDocument {
        static let readableContentTypes: [UTType] = [.plainText]
        var text = ""
        init() {}
        init(configuration: ReadConfiguration) throws {}
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    struct Panels: View {
        @State var importing = false
        @State var exporting = false

        var body: some View {
            VStack {
                Button("Import") { importing = true }
                    .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText, .json]) { _ in }
                Button("Import several") {}
                    .fileImporter(
                        isPresented: .constant(false), allowedContentTypes: [.image], allowsMultipleSelection: true
                    ) { _ in }
                Button("Export") { exporting = true }
                    .fileExporter(
                        isPresented: $exporting, document: TextFile(), contentType: .plainText,
                        defaultFilename: "Notes"
                    ) { _ in }
            }
        }
    }

    @Test("The panels print whether they are presented, as the app's binding says")
    func panels() throws {
        try withVirtualTime { _ in
            let graph = ViewGraph()
            graph.mount(Panels())
            graph.flush()
            try Interactor(graph: graph).tap(TargetQuery(label: "Import"))
            try Interactor(graph: graph).tap(TargetQuery(label: "Export"))
            #expect(
                TreeRenderer.render(SnapshotBuilder.build(graph)) == """
                    Panels  @State importing=true exporting=true
                      VStack
                        Button "Import"  .fileImporter(isPresented: true, allowedContentTypes: [.plainText, .json])
                        Button "Import several"  .fileImporter(isPresented: false, allowedContentTypes: [.image], allowsMultipleSelection: true)
                        Button "Export"  .fileExporter(isPresented: true, contentType: .plainText, defaultFilename: "Notes")
                    """)
        }
    }
}

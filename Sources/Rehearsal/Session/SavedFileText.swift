import RehearsalUI

/// What `save` prints of the file a document wrote: its name, type and size, then its contents (text as its
/// lines, other bytes as the first 16 in hex), a folder's files by name, indented under it.
enum SavedFileText {
    static func render(_ saved: DocumentSave) -> String {
        let type = saved.contentType
        let name = fileName(saved)
        var lines = ["saved \(ValueDescription.quoted(name)) as \(type.written) (\(type.identifier))"]
        describe(saved.file, indent: "  ", into: &lines)
        return lines.joined(separator: "\n")
    }

    /// `{"name":"Untitled.txt","contentType":"public.plain-text","file":{...}}`: a file's `bytes` and its
    /// `text` (or `hex`, of every byte), a folder's `files` by name.
    static func json(_ saved: DocumentSave) -> JSONValue {
        .object([
            ("name", .string(fileName(saved))), ("contentType", .string(saved.contentType.identifier)),
            ("file", json(saved.file)),
        ])
    }

    /// The document's preferred file name, else `Untitled` with the type's extension (as a new document is named).
    private static func fileName(_ saved: DocumentSave) -> String {
        saved.file.preferredFilename
            ?? "Untitled" + (saved.contentType.preferredFilenameExtension.map { "." + $0 } ?? "")
    }

    private static func json(_ file: FileWrapper) -> JSONValue {
        if let children = file.fileWrappers {
            return .object([
                (
                    "files",
                    .object(children.keys.sorted().compactMap { name in children[name].map { (name, json($0)) } })
                )
            ])
        }
        let data = file.regularFileContents ?? Data()
        if let text = String(data: data, encoding: .utf8), isPrintable(text) {
            return .object([("bytes", .number(Double(data.count))), ("text", .string(text))])
        }
        return .object([("bytes", .number(Double(data.count))), ("hex", .string(data.map(hex).joined()))])
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
    }

    private static func describe(_ file: FileWrapper, indent: String, into lines: inout [String]) {
        if let children = file.fileWrappers {
            lines.append("\(indent)a folder of \(children.count) \(children.count == 1 ? "file" : "files")")
            for name in children.keys.sorted() {
                guard let child = children[name] else { continue }
                lines.append("\(indent)\(ValueDescription.quoted(name)):")
                describe(child, indent: indent + "  ", into: &lines)
            }
            return
        }
        let data = file.regularFileContents ?? Data()
        lines.append("\(indent)\(data.count) \(data.count == 1 ? "byte" : "bytes")")
        guard !data.isEmpty else { return }
        if let text = String(data: data, encoding: .utf8), isPrintable(text) {
            var textLines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if textLines.last == "" { textLines.removeLast() }
            lines += textLines.map { "\(indent)| \($0)" }
        } else {
            let shown = data.prefix(16).map(hex)
            lines.append("\(indent)\(shown.joined(separator: " "))\(data.count > 16 ? " ..." : "")")
        }
    }

    /// Text with no control characters but tabs and line feeds, printed as lines.
    private static func isPrintable(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            scalar == "\n" || scalar == "\t" || !(scalar.value < 0x20 || scalar.value == 0x7f)
        }
    }
}

import Rehearsal
import RehearsalUI

extension MCPTool {
    /// `export_test`: the session as a Swift Testing file, returned and, with `file`, written as `export` does.
    static let exportTest = MCPTool(
        "export_test", title: "Export a Swift Testing file",
        description: "Turn the session into a Swift Testing @Test through the RehearsalTesting product: it opens "
            + "the preview, takes every step and checks what was read after each. Returns the file's text; "
            + "with file, also writes it (never replacing a file export did not write, unless force is true).",
        arguments: [
            .init(
                "file", "string",
                "Where to write it, a FILE.swift relative to the server's working directory; without it, nothing is "
                    + "written.", required: false),
            .init(
                "force", "boolean", "Replace a file there that export did not write; false by default.",
                required: false),
        ]
    ) { arguments, engine throws(CommandError) in
        let file = try arguments.optionalString("file")
        let force = try arguments.optionalBool("force") ?? false
        let export = try engine.exportedTest(to: file, force: force)
        let result = export.result
        let summary: [(String, JSONValue)] = [
            ("file", file.map(JSONValue.string) ?? .null), ("suite", .string(export.suite)),
            ("steps", .number(Double(result.steps))), ("checks", .number(Double(result.checks))),
            ("written", .bool(file != nil)), ("replaced", .bool(export.replaced)),
        ]
        var text = result.text
        if let file {
            text =
                ExportFile.summary(result, file: file, suite: export.suite, replaced: export.replaced) + "\n\n" + text
        }
        let reply = WorkerReply(output: text, preview: engine.previewName, step: engine.client.position)
        return MCPToolOutcome(reply: reply, data: .object(summary))
    }

    /// `run_matrix`: the session's steps replayed under every combination of the axes, each from a fresh
    /// session, as the shell's `matrix`.
    static let runMatrix = MCPTool(
        "run_matrix", title: "Replay the session under variants",
        description: "Replay the session's steps under every combination of the axes (colorScheme, "
            + "dynamicTypeSize, horizontalSizeClass, verticalSizeClass, device), each in a fresh session, and "
            + "report only what differs between the variants, per step; the session itself is not changed.",
        arguments: [
            .init(
                "axes", "object",
                "Each axis and its values, like {\"colorScheme\": [\"light\", \"dark\"], \"dynamicTypeSize\": "
                    + "[\"large\", \"accessibility3\"]}; at most \(VariantMatrix.limit) combinations.",
                schema: matrixSchema)
        ]
    ) { arguments, engine throws(CommandError) in
        let axes = try arguments.stringArrays(
            "axes", example: #"{"colorScheme": ["light", "dark"]}"#)
        let matrix: VariantMatrix
        do throws(CommandError) {
            matrix = try VariantMatrix.parse(axes.map { "\($0.0)=\($0.1.joined(separator: ","))" })
        } catch {
            throw CommandError(
                error.message, code: "arguments",
                hint:
                    #"give each axis once with values from the tool's inputSchema, like {"colorScheme": ["light", "dark"]}"#
            )
        }
        let (reply, report) = engine.runMatrix(matrix)
        return MCPToolOutcome(reply: reply, data: report.flatMap { try? MCPJSONReader.parse($0.json) })
    }

    /// The schema of `axes`: one optional array per setting, of that setting's values.
    private static var matrixSchema: [(String, JSONValue)] {
        [
            (
                "properties",
                .object(
                    PreviewSettings.names.map { name in
                        let values = PreviewSettings.values(of: name) ?? []
                        return (
                            name,
                            .object([
                                ("type", .string("array")),
                                ("items", .object([("enum", .array(values.map(JSONValue.string)))])),
                                ("minItems", .number(1)), ("uniqueItems", .bool(true)),
                            ])
                        )
                    })
            ),
            ("minProperties", .number(1)), ("additionalProperties", .bool(false)),
        ]
    }
}

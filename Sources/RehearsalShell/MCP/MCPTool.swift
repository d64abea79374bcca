package import Rehearsal
package import RehearsalUI

/// One tool the MCP server offers: its name and schema as `tools/list` shows them, and the shell command line
/// a call runs in the session.
package struct MCPTool: Sendable {
    /// One argument of the tool, as its input schema describes it.
    package struct Argument: Sendable {
        package var name: String
        /// `string`, `integer`, `boolean` or `object`.
        package var type: String
        package var description: String
        package var required: Bool
        /// The smallest value of an `integer`.
        package var minimum: Int?
        /// More of the argument's schema (an object's `properties`, ...), after `type` and before `description`.
        package var schema: [(String, JSONValue)]

        package init(
            _ name: String, _ type: String, _ description: String, required: Bool = true, minimum: Int? = nil,
            schema: [(String, JSONValue)] = []
        ) {
            self.name = name
            self.type = type
            self.description = description
            self.required = required
            self.minimum = minimum
            self.schema = schema
        }
    }

    package var name: String
    package var title: String
    package var description: String
    package var arguments: [Argument]
    /// The printing command's `--json` form, when it has one: its document becomes the result's
    /// `structuredContent.data`.
    package var jsonCommand: String?
    /// The command line a call runs, from its checked arguments.
    package var command: @Sendable (MCPToolArguments) throws(CommandError) -> String
    /// What a call does instead of running one command line, when it needs more than one (`export_test`):
    /// the reply and the result's `structuredContent.data`.
    package var perform: (@Sendable (MCPToolArguments, ShellEngine) throws(CommandError) -> MCPToolOutcome)?

    package init(
        _ name: String, title: String, description: String, arguments: [Argument] = [], jsonCommand: String? = nil,
        command: @escaping @Sendable (MCPToolArguments) throws(CommandError) -> String
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.arguments = arguments
        self.jsonCommand = jsonCommand
        self.command = command
        perform = nil
    }

    /// A tool that does more than run one command line.
    package init(
        _ name: String, title: String, description: String, arguments: [Argument] = [],
        perform: @escaping @Sendable (MCPToolArguments, ShellEngine) throws(CommandError) -> MCPToolOutcome
    ) {
        self.init(name, title: title, description: description, arguments: arguments) { _ throws(CommandError) in "" }
        self.perform = perform
    }

    /// The JSON schema of the arguments.
    package var inputSchema: JSONValue {
        var schema: [(String, JSONValue)] = [
            ("type", .string("object")),
            (
                "properties",
                .object(
                    arguments.map { argument in
                        var property: [(String, JSONValue)] = [("type", .string(argument.type))]
                        if let minimum = argument.minimum { property.append(("minimum", .number(Double(minimum)))) }
                        property += argument.schema
                        property.append(("description", .string(argument.description)))
                        return (argument.name, .object(property))
                    })
            ),
        ]
        let required = arguments.filter(\.required).map { JSONValue.string($0.name) }
        if !required.isEmpty { schema.append(("required", .array(required))) }
        schema.append(("additionalProperties", .bool(false)))
        return .object(schema)
    }

    /// The tool as `tools/list` shows it.
    package var listing: JSONValue {
        .object([
            ("name", .string(name)), ("title", .string(title)), ("description", .string(description)),
            ("inputSchema", inputSchema),
        ])
    }

    /// The command line for a call's `arguments`, or why they do not fit the schema.
    package func commandLine(for value: JSONValue?) throws(CommandError) -> String {
        try command(checked(value))
    }

    /// A call's `arguments`, checked against the names the schema allows.
    package func checked(_ value: JSONValue?) throws(CommandError) -> MCPToolArguments {
        try MCPToolArguments(tool: name, value: value, allowed: arguments.map(\.name))
    }
}

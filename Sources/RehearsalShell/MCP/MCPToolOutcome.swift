package import RehearsalUI

/// What a tool that does more than run one command line answers: the reply (its text, or its error) and
/// the result's `structuredContent.data`.
package struct MCPToolOutcome {
    package var reply: WorkerReply
    package var data: JSONValue?

    package init(reply: WorkerReply, data: JSONValue? = nil) {
        self.reply = reply
        self.data = data
    }
}

// The libFuzzer target for the scenario and command parsers, built by scripts/fuzz with the parser's sources.
//
// Each input is read three ways: as a scenario script (ScenarioParser.read must return, whatever it finds),
// line by line as commands (CommandParser.parse must return or throw), and as the output of a printing
// command, which an expectation block must hold exactly: written by ScenarioWriter and read back, it must
// give the same text (outputs never hold carriage returns, so inputs with one skip that check).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenarioParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let (scenario, problems) = ScenarioParser.read(text, file: "fuzz.scenario")
    for problem in problems where problem.line < 1 || problem.column < 1 || problem.message.isEmpty {
        fatalError("a problem without a place or a message: \(problem)")
    }
    _ = scenario.steps.count
    for line in text.split(separator: "\n") {
        _ = try? CommandParser.parse(String(line))
    }
    guard !text.unicodeScalars.contains("\r") else { return 0 }
    let written = ScenarioWriter.file(ScenarioWriter.block(.tree, text: text))
    let (read, readProblems) = ScenarioParser.read(written, file: "roundtrip.scenario")
    guard readProblems.isEmpty, read.steps.count == 1,
        case .expectation(.output(.tree, let lines)) = read.steps[0].kind,
        lines.joined(separator: "\n") == text
    else {
        fatalError(
            "an expectation block did not hold its output: \(text.debugDescription) -> \(written.debugDescription)")
    }
    return 0
}

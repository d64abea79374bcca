import Foundation

/// The guided lessons in a directory of scenario scripts (`scripts/lessons`), in the order of their files.
///
/// Files are named `NN-name.scenario`; the number orders the curriculum and the name is what `lesson NAME`
/// takes.
public struct LessonCatalog: Equatable, Sendable {
    /// Where lessons live, relative to the package root.
    public static let directoryName = "scripts/lessons"

    public var lessons: [Lesson]

    public init(lessons: [Lesson]) {
        self.lessons = lessons
    }

    /// Reads every `*.scenario` in `directory`; each must parse and have a title and a command.
    public static func load(from directory: String) throws(ScenarioParseError) -> LessonCatalog {
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".scenario") }
                .sorted()
        } catch {
            throw ScenarioParseError(problems: [
                ScenarioProblem(
                    file: directory, line: 1, message: "expected a directory of lessons, but it cannot be read",
                    hint: "run from the package root, where \(directoryName) is")
            ])
        }
        var lessons: [Lesson] = []
        var problems: [ScenarioProblem] = []
        for file in files {
            let path = (directory as NSString).appendingPathComponent(file)
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            let (scenario, found) = ScenarioParser.read(text, file: path)
            problems += found
            guard found.isEmpty else { continue }
            guard let lesson = Lesson(name: name(ofFile: file), scenario: scenario) else {
                problems.append(
                    ScenarioProblem(
                        file: path, line: 1, message: "expected a lesson: a first prose line (its title) and commands",
                        hint: "start the file with `> Title` and add the commands the learner types"))
                continue
            }
            lessons.append(lesson)
        }
        guard problems.isEmpty else { throw ScenarioParseError(problems: problems) }
        return LessonCatalog(lessons: lessons)
    }

    /// The lessons directory in `start` or above it (the current directory when `nil`), if there is one.
    public static func locate(from start: String? = nil) -> String? {
        var directory = URL(fileURLWithPath: start ?? FileManager.default.currentDirectoryPath)
        while true {
            let candidate = directory.appendingPathComponent(directoryName).path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }

    /// The lesson named `name`, or an error that lists the nearest names.
    public func lesson(named name: String) throws(CommandError) -> Lesson {
        if let lesson = lessons.first(where: { $0.name == name }) { return lesson }
        let names = lessons.map(\.name)
        let suggestion = NearestMatches.suggestion(name, in: names, quote: false)
        throw CommandError(
            "expected a lesson named \(name), but there is none" + (suggestion.isEmpty ? "." : suggestion),
            code: "noMatch", hint: "`lesson` lists them")
    }

    /// What `lesson` prints: each lesson's name and title, then how to start one.
    public var listing: String {
        guard !lessons.isEmpty else { return "no lessons found" }
        let width = lessons.map(\.name.count).max() ?? 0
        let lines = lessons.map { "  " + $0.name + String(repeating: " ", count: width - $0.name.count + 2) + $0.title }
        return (["Lessons:"] + lines + ["Start one with `lesson NAME`."]).joined(separator: "\n")
    }

    /// `03-bindings.scenario` → `bindings`.
    static func name(ofFile file: String) -> String {
        let stem = String(file.dropLast(".scenario".count))
        let digits = stem.prefix { $0.isNumber }
        guard !digits.isEmpty, stem.dropFirst(digits.count).first == "-" else { return stem }
        return String(stem.dropFirst(digits.count + 1))
    }
}

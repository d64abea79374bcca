import Foundation
import Testing
import VirtualTime

@testable import Rehearsal

/// The lessons in `scripts/lessons`: their catalog, their replay as scenarios, and their walk-through.
@MainActor @Suite(.serialized) struct LessonTests {
    /// The package's lessons directory, found from this file's place in the package.
    nonisolated static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(LessonCatalog.directoryName).path

    nonisolated static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".scenario") }.sorted()
    }()

    static func catalog() throws -> LessonCatalog {
        try LessonCatalog.load(from: directory)
    }

    @Test("The catalog lists the lessons in their order, with their titles")
    func listsLessons() throws {
        #expect(
            try Self.catalog().listing == """
                Lessons:
                  state-ownership  State ownership: who owns each piece of state, and who reads it
                  bindings         Bindings and @Bindable: editing state that another view owns
                  environment      Environment injection: shared services that views find by type
                  navigation       Typed navigation and deep links: the path is data
                  presentations    Presentations as an optional enum: one sheet at a time
                  loading-phases   Loading phases with .task(id:), and cancellation
                  accessibility    Accessibility: what a screen reader meets
                Start one with `lesson NAME`.
                """)
    }

    @Test("An unknown lesson name offers the nearest one")
    func refusesUnknownLesson() throws {
        #expect(
            throws: CommandError(
                "expected a lesson named bindngs, but there is none; did you mean bindings?",
                code: "noMatch", hint: "`lesson` lists them")
        ) {
            try Self.catalog().lesson(named: "bindngs")
        }
    }

    @Test("The lessons directory is found from a folder inside the package")
    func locatesDirectory() {
        let inside = URL(fileURLWithPath: Self.directory).deletingLastPathComponent().path
        #expect(LessonCatalog.locate(from: inside) == Self.directory)
        #expect(LessonCatalog.locate(from: "/") == nil)
    }

    @Test("Each lesson replays as a scenario with no mismatch, as CI replays it", arguments: files)
    func replays(_ file: String) {
        withVirtualTime { scheduler in
            let runner = ScenarioRunner(
                host: SessionScenarioHost(catalog: .discover(in: samplePreviews), scheduler: scheduler))
            let result = runner.run(file: Self.directory + "/" + file)
            #expect(result.status == .passed, "\(result.failure.map { "\($0)" } ?? "")")
        }
    }

    @Test("The walk-through starts with the title, the first step's prose and the command to type")
    func startsLesson() throws {
        let lesson = try Self.catalog().lesson(named: "navigation")
        withVirtualTime { scheduler in
            let session = Session(catalog: .discover(in: samplePreviews), scheduler: scheduler)
            defer { session.teardown() }
            let reply = LessonRunner(lesson: lesson, session: session).start()
            #expect(reply.next == #"open "RootView/Sample library""#)
            #expect(
                reply.text == """
                    Lesson: Typed navigation and deep links: the path is data

                      Inkwell's library stack is bound to `navigation.libraryPath`, an array of `LibraryRoute` values, and one
                      `navigationDestination(for: LibraryRoute.self)` maps each value to its screen. `path` prints every tab,
                      stack and presentation that is live.
                    Type: open "RootView/Sample library"
                    """)
        }
    }

    @Test("A printing command runs without moving the lesson on; another step is refused")
    func keepsLearnerOnTrack() throws {
        let lesson = try Self.catalog().lesson(named: "navigation")
        withVirtualTime { scheduler in
            let session = Session(catalog: .discover(in: samplePreviews), scheduler: scheduler)
            session.echo = .none
            defer { session.teardown() }
            let runner = LessonRunner(lesson: lesson, session: session)
            _ = runner.start()
            _ = runner.respond(to: .open("RootView/Sample library"))
            let printed = runner.respond(to: .show(.path, json: false))
            #expect(
                printed.text == """
                    TabView selection=.library
                      NavigationStack(Library) path=[]
                    (The lesson continues with `advance 1s`.)
                    """)
            let refused = runner.respond(to: .back)
            #expect(
                refused.text == "This lesson continues with `advance 1s`; type it to go on. Printing commands (state, "
                    + "tree, ax, path, tasks, explain) work at any time.")
            #expect(refused.next == "advance 1s")
            #expect(runner.position == 1)
        }
    }

    @Test("Followed to the end, each lesson prints its prose, each step's output and explanation", arguments: files)
    func walksThrough(_ file: String) throws {
        let lesson = try Self.catalog().lesson(named: LessonCatalog.name(ofFile: file))
        withVirtualTime { scheduler in
            let session = Session(catalog: .discover(in: samplePreviews), scheduler: scheduler)
            session.echo = .none
            defer { session.teardown() }
            let runner = LessonRunner(lesson: lesson, session: session)
            let transcript = runner.transcript()
            #expect(runner.isFinished)
            expectGolden(transcript, named: file.replacingOccurrences(of: ".scenario", with: ".transcript"))
        }
    }
}

import RehearsalUI

// Not a seed: a focus timer written in session 9 the way Swift 5 apps write one (a store that is an
// ObservableObject with no actor annotation, owned by @StateObject), for the APIs real apps use that the
// dialect gained then: a stepper with a format style, a progress view and a text over a timer interval,
// withAnimation's completion and a Transferable note shared by a ShareLink.

final class FocusTimer: ObservableObject {
    @Published var minutes: Double = 25
    @Published var session: ClosedRange<Date>?

    func start(at now: Date) {
        session = now...now.addingTimeInterval(minutes * 60)
    }
}

struct FocusNote: Codable, Transferable {
    var text: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.text)
    }
}

struct FocusTimerView: View {
    @StateObject private var timer = FocusTimer()
    @State private var started = 0

    var body: some View {
        Form {
            Stepper("Length", value: $timer.minutes, in: 5...60, step: 5, format: .number)
            if let session = timer.session {
                ProgressView(timerInterval: session, countsDown: true)
                Text(timerInterval: session)
            }
            Button("Start") {
                withAnimation(.easeInOut, completionCriteria: .removed) {
                    timer.start(at: Date())
                } completion: {
                    started += 1
                }
            }
            Text("Started \(started) times")
            ShareLink(item: FocusNote(text: "Focused for \(Int(timer.minutes)) minutes"), preview: SharePreview("Note"))
        }
    }
}

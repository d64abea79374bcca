import Foundation
import Testing
import VirtualTime

@testable import RehearsalUI

/// One short use of each data-flow API of issue 11, in ordinary SwiftUI spelling: a missing overload
/// fails the build.
@MainActor final class BreadthStore: ObservableObject {
    @Published var name = "Ada"
    @Published var count = 0
    var cancellables = Set<AnyCancellable>()

    init() {
        $name.sink { _ in }.store(in: &cancellables)
        objectWillChange.sink { _ in }.store(in: &cancellables)
    }

    func touch() { objectWillChange.send() }
}

final class ManualStore: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var value = 0 {
        willSet { objectWillChange.send() }
    }
}

enum BreadthTheme: String {
    case light, dark
}

enum BreadthLevel: Int {
    case low, high
}

@Observable class BreadthClient {}

final class BreadthMockClient: BreadthClient {}

struct BreadthAccentKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    var breadthAccent: String {
        get { self[BreadthAccentKey.self] }
        set { self[BreadthAccentKey.self] = newValue }
    }
}

/// A property wrapper written by an app: its storage is `@State` and `@Environment`.
@propertyWrapper struct Counted: DynamicProperty {
    @State private var count = 0
    @Environment(\.colorScheme) private var colorScheme

    var wrappedValue: Int {
        get { count }
        nonmutating set { count = newValue }
    }
}

@MainActor @Suite struct DataFlowBreadthTests {
    struct Root: View {
        @StateObject private var store = BreadthStore()
        @ObservedObject var manual: ManualStore
        @EnvironmentObject var shared: BreadthStore
        @AppStorage("flag") private var flag = false
        @AppStorage("count") private var count = 0
        @AppStorage("ratio") private var ratio = 1.0
        @AppStorage("name") private var name = ""
        @AppStorage("url") private var url = URL(string: "https://example.com")!
        @AppStorage("data") private var data = Data()
        @AppStorage("theme") private var theme = BreadthTheme.light
        @AppStorage("level") private var level = BreadthLevel.low
        @AppStorage("optionalName") private var optionalName: String?
        @AppStorage("optionalFlag") private var optionalFlag: Bool?
        @AppStorage("optionalCount") private var optionalCount: Int?
        @AppStorage("optionalRatio") private var optionalRatio: Double?
        @AppStorage("optionalURL") private var optionalURL: URL?
        @AppStorage("optionalData") private var optionalData: Data?
        @AppStorage("optionalTheme") private var optionalTheme: BreadthTheme?
        @AppStorage("optionalLevel") private var optionalLevel: BreadthLevel?
        @AppStorage("suite", store: UserDefaults(suiteName: "breadth")) private var suite = ""
        @SceneStorage("draft") private var draft = ""
        @SceneStorage("selection") private var selection: Int?
        @Environment(BreadthClient.self) private var client
        @Environment(\.breadthAccent) private var accent
        @Counted private var counted
        @FocusState private var focused: Bool
        @ScaledMetric private var spacing = 8.0
        @ScaledMetric(relativeTo: .caption) private var iconSize: CGFloat = 12
        @Environment(\.presentationMode) private var presentationMode

        var body: some View {
            VStack {
                TextField("Name", text: $store.name)
                TextField("Shared", text: $shared.name)
                Toggle("Flag", isOn: $flag)
                TextField("Draft", text: $draft)
                    .focused($focused)
                Text("\(manual.value) \(count) \(ratio) \(name) \(url) \(data.count) \(theme) \(level) \(accent)")
                Text("\(String(describing: optionalName))\(String(describing: optionalFlag))")
                Text("\(String(describing: optionalCount))\(String(describing: optionalRatio))")
                Text("\(String(describing: optionalURL))\(String(describing: optionalData))")
                Text("\(String(describing: optionalTheme))\(String(describing: optionalLevel))\(suite)")
                Text("\(String(describing: selection)) \(counted) \(spacing) \(iconSize)")
                Button("Close") { presentationMode.wrappedValue.dismiss() }
            }
            .transformEnvironment(\.breadthAccent) { $0 += "!" }
        }
    }

    @Test("Every data-flow API compiles and mounts") func mounts() {
        withVirtualTime { _ in
            let graph = ViewGraph()
            graph.mount(
                Root(manual: ManualStore())
                    .environmentObject(BreadthStore())
                    .environment(BreadthMockClient() as BreadthClient)
                    .environment(\.breadthAccent, "red"))
            graph.flush()
            #expect(graph.diagnostics.isEmpty)
        }
    }
}

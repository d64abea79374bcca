import Foundation
import RehearsalUI

/// A Mac atlas whose menus hold more than buttons: a picker (a submenu of its options, the selected one
/// checked), an inline picker, a section with its header, dividers, a `Label` title and a link, beside the
/// system's own items of the standard sets it adds (Show Sidebar, Show Inspector). The commands read the window's
/// environment: the atlas the scene injects (`.environment(atlas)`) and the branch a stub sets
/// (`env AtlasHarbourBranch`). The app itself declares `@FocusedValue`: "Place/Mark Visited" is enabled while a
/// place's note field has focus. The window's Plan Trip and Clear Plan buttons answer return and escape.
struct AtlasApp: App {
    @State private var atlas = Atlas()
    @StateObject private var preferences = AtlasPreferences()
    @FocusedValue(\.atlasPlace) private var focusedPlace

    var body: some Scene {
        WindowGroup("Atlas") {
            AtlasWindow()
        }
        .environment(atlas)
        .environmentObject(preferences)
        .commands {
            AtlasCommands()
            AtlasScaleCommands()
            CommandMenu("Place") {
                Button("Mark Visited") {
                    if let focusedPlace { atlas.markVisited(focusedPlace) }
                }
                .keyboardShortcut("v", modifiers: [.command, .shift])
                .disabled(focusedPlace == nil)
            }
            CommandGroup(replacing: .newItem) {}
            CommandGroup(before: .sidebar) {
                Button("Zoom to Fit") { atlas.zoom = 1 }
                    .keyboardShortcut("0")
            }
            SidebarCommands()
            InspectorCommands()
        }
    }
}

/// The Atlas menu: it reads the atlas from the environment the scene sets, and the branch a stub may set.
struct AtlasCommands: Commands {
    @Environment(Atlas.self) private var atlas
    @Environment(\.atlasBranch) private var branch

    var body: some Commands {
        CommandMenu("Atlas") {
            Picker("Sort By", selection: Binding(get: { atlas.sort }, set: { atlas.sort = $0 })) {
                Text("Name").tag(AtlasSort.name)
                Text("Distance").tag(AtlasSort.distance)
            }
            Picker("Units", selection: Binding(get: { atlas.units }, set: { atlas.units = $0 })) {
                Text("Kilometres").tag("km")
                Text("Miles").tag("mi")
            }
            .pickerStyle(.inline)
            Section("Places") {
                Button {
                    atlas.addPlace()
                } label: {
                    Label("Add Place", systemImage: "plus")
                }
                .keyboardShortcut("p", modifiers: [.command, .shift])
                Toggle("Show Visited Only", isOn: Binding(get: { atlas.visitedOnly }, set: { atlas.visitedOnly = $0 }))
            }
            Divider()
            Button("Call \(branch)") { atlas.lastCall = branch }
            Link("Atlas Website", destination: URL(string: "https://example.org/atlas")!)
        }
    }
}

/// A View menu item from an `ObservableObject` the scene injects (`.environmentObject(preferences)`).
struct AtlasScaleCommands: Commands {
    @EnvironmentObject private var preferences: AtlasPreferences

    var body: some Commands {
        CommandGroup(after: .toolbar) {
            Toggle("Show Scale", isOn: $preferences.showsScale)
        }
    }
}

/// The window's display preferences, an `ObservableObject` as older apps keep them.
final class AtlasPreferences: ObservableObject {
    @Published var showsScale = false
}

/// How the atlas orders its places.
enum AtlasSort: String, Hashable {
    case name
    case distance
}

/// One place of the atlas.
struct AtlasPlace: Identifiable, Equatable {
    var id: Int
    var name: String
    var note = ""
    var isVisited = false
}

/// The places and the window's options.
@Observable final class Atlas {
    var places = [AtlasPlace(id: 1, name: "Lisbon"), AtlasPlace(id: 2, name: "Porto")]
    var sort = AtlasSort.name
    var units = "km"
    var visitedOnly = false
    var zoom = 3
    var plan: String?
    var lastCall: String?

    func addPlace() {
        let id = (places.map(\.id).max() ?? 0) + 1
        places.append(AtlasPlace(id: id, name: "Place \(id)"))
    }

    func markVisited(_ name: String) {
        guard let index = places.firstIndex(where: { $0.name == name }) else { return }
        places[index].isVisited = true
    }
}

extension FocusedValues {
    /// The name of the place whose note field has focus.
    @Entry var atlasPlace: String?
}

extension EnvironmentValues {
    /// The library branch the atlas belongs to; a stub sets another.
    @Entry var atlasBranch = "Main Branch"
}

/// The harbour branch's environment, for `env AtlasHarbourBranch`: the window and the menu commands both read it.
struct AtlasHarbourBranch: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        content.environment(\.atlasBranch, "Harbour Branch")
    }
}

/// The window: a sidebar of places, each with a note field that publishes its place while it has focus, and a
/// detail with the trip's plan.
struct AtlasWindow: View {
    @Environment(Atlas.self) private var atlas
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            AtlasPlaces(atlas: atlas)
        } detail: {
            AtlasPlan(atlas: atlas)
        }
    }
}

/// The sidebar's places.
struct AtlasPlaces: View {
    @Bindable var atlas: Atlas

    var body: some View {
        List {
            ForEach($atlas.places) { $place in
                if !atlas.visitedOnly || place.isVisited {
                    HStack {
                        TextField("Note for \(place.name)", text: $place.note)
                        if place.isVisited { Text("Visited") }
                    }
                    .focusedValue(\.atlasPlace, place.name)
                }
            }
        }
    }
}

/// The detail: how the atlas is set, and the trip's plan, planned with return and cleared with escape.
struct AtlasPlan: View {
    var atlas: Atlas
    @Environment(\.atlasBranch) private var branch
    @EnvironmentObject private var preferences: AtlasPreferences

    var body: some View {
        VStack {
            Text("\(branch): by \(atlas.sort.rawValue), in \(atlas.units), zoom \(atlas.zoom)")
            if preferences.showsScale { Text("Scale: 1 to \(atlas.zoom * 100000)") }
            if let lastCall = atlas.lastCall { Text("Called \(lastCall)") }
            if let plan = atlas.plan { Text(plan) }
            Button("Plan Trip") { atlas.plan = "Trip: " + atlas.places.map(\.name).joined(separator: ", ") }
                .keyboardShortcut(.defaultAction)
            Button("Clear Plan") { atlas.plan = nil }
                .keyboardShortcut(.cancelAction)
                .disabled(atlas.plan == nil)
        }
    }
}

#Preview("Plan") {
    AtlasPlan(atlas: Atlas())
        .environmentObject(AtlasPreferences())
}

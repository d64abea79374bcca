import RehearsalUI

/// Inkwell's app shell: Library, Settings and Search tabs, each with its own navigation stack.
///
/// The root owns `AppNavigation`, so an `inkwell://book/ID` link can select the library tab and replace its
/// path, while the other tabs keep their own history.
struct RootView: View {
    @State private var navigation = AppNavigation()

    var body: some View {
        @Bindable var navigation = navigation
        TabView(selection: $navigation.tab) {
            Tab("Library", systemImage: "books.vertical", value: AppTab.library) {
                LibraryTab(navigation: navigation)
            }
            Tab("Settings", systemImage: "gearshape", value: AppTab.settings) {
                NavigationStack {
                    SettingsScreen()
                }
            }
            Tab(value: AppTab.search, role: .search) {
                NavigationStack {
                    SearchScreen()
                        .navigationDestination(for: LibraryRoute.self) { route in
                            LibraryDestination(route: route)
                        }
                }
            }
        }
        .onOpenURL { url in
            navigation.open(url)
        }
    }
}

#Preview("Sample library", traits: .modifier(SampleLibrary()), .modifier(SampleSettings())) {
    RootView()
}

#Preview("Empty library", traits: .modifier(EmptyLibrary()), .modifier(DefaultSettings())) {
    RootView()
}

#Preview("Offline", traits: .modifier(FailingLibrary()), .modifier(FailingSettings())) {
    RootView()
}

// Seed 000_23ab5d4c89955339.txt, lines 106–139, copied verbatim. The snippet has no import of its own.
import RehearsalUI

struct MainTabView: View {
    @State private var selectedTab: Tab = .tasks

    enum Tab: String, CaseIterable {
        case tasks, search, profile
        var title: String { rawValue.capitalized }
        var icon: String {
            switch self {
            case .tasks: return "checklist"
            case .search: return "magnifyingglass"
            case .profile: return "person.circle"
            }
        }
    }

    var body: some View {
        TabView(selection: $selectedTab) {
            ForEach(Tab.allCases, id: \.self) { tab in
                NavigationStack { tabContent(for: tab) }
                    .tabItem { Label(tab.title, systemImage: tab.icon) }
                    .tag(tab)
            }
        }
    }

    @ViewBuilder
    private func tabContent(for tab: Tab) -> some View {
        switch tab {
        case .tasks: TaskListView()
        case .search: SearchView()
        case .profile: ProfileView()
        }
    }
}

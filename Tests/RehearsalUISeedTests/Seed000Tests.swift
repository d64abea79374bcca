import Testing
import VirtualTime

@testable import RehearsalUI

/// The screens of seed 000 ("SwiftUI Developer"), printed in their states.
@MainActor @Suite(.serialized) struct Seed000Tests {
    @Test("TaskApp's main mounts ContentView in its NavigationStack, with the store in the environment")
    func taskApp() {
        #expect(
            AppLaunch.launch(TaskApp()).output == """
                ContentView  @State path=[]  .environment(\\.taskStore, TaskStore)
                  NavigationStack
                    TaskListView  @Environment store=TaskStore  .navigationDestination(for: Route.self)
                      List
                """)
    }

    @Test("TaskListView lists the tasks of the store it reads from the environment") func taskList() {
        withVirtualTime { scheduler in
            let store = TaskStore()
            store.tasks = TaskItem.samples
            let screen = SeedStage(TaskListView().environment(\.taskStore, store), scheduler: scheduler)
            #expect(
                screen.tree == """
                    TaskListView  @Environment store=TaskStore  .environment(\\.taskStore, TaskStore)
                      List
                        TaskRow
                          Text "Buy groceries"
                        TaskRow
                          Text "Walk the dog"
                        TaskRow
                          Text "File taxes"
                    """)
            store.toggle(store.tasks[0])
            store.tasks.removeLast()
            screen.settle()
            #expect(
                screen.ax == """
                    list
                      staticText "Buy groceries"
                      staticText "Walk the dog"
                    """)
        }
    }

    @Test("MainTabView keeps a stack per tab; selecting a tab shows its content") func mainTabView() {
        withVirtualTime { scheduler in
            let screen = SeedStage(MainTabView(), scheduler: scheduler)
            #expect(
                screen.tree == """
                    MainTabView  @State selectedTab=.tasks
                      TabView selection=.tasks
                        Tab "Tasks" tag: .tasks (selected)
                          NavigationStack  .tabItem("Tasks") .tag(.tasks)
                            TaskListView  @Environment store=TaskStore
                              List
                        Tab "Search" tag: .search
                        Tab "Profile" tag: .profile
                    """)
            screen.perform { try $0.selectTab("Profile") }
            #expect(
                screen.path == """
                    TabView selection=.profile
                      NavigationStack(Tasks) path=[]
                      NavigationStack(Profile) path=[]
                    """)
            #expect(
                screen.ax == """
                    staticText "Profile me"
                    tabBar
                      tab "Tasks"
                      tab "Search"
                      tab "Profile" [isSelected]
                    """)
        }
    }

    @Test("MetricCard prints its layout, styles and background shape") func metricCard() {
        withVirtualTime { scheduler in
            let screen = SeedStage(
                MetricCard(title: "Overdue", value: "3", trend: .down, icon: "exclamationmark.circle"),
                scheduler: scheduler)
            #expect(
                screen.tree == """
                    MetricCard
                      VStack alignment=.leading spacing=8  .padding .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                        HStack
                          Image systemName: "exclamationmark.circle"  .foregroundStyle(.secondary)
                          Spacer
                          Image systemName: "arrow.down.right"  .foregroundStyle(.red) .font(.caption)
                        Text "3"  .font(.title.bold())
                        Text "Overdue"  .font(.caption) .foregroundStyle(.secondary)
                    """)
        }
    }

    @Test("DashboardView shows two columns in a compact width and four in a regular one") func dashboard() {
        withVirtualTime { scheduler in
            let metrics = [Metric.samples[2]]
            let compact = SeedStage(DashboardView(metrics: metrics), scheduler: scheduler)
            #expect(
                compact.tree == """
                    DashboardView  @Environment sizeClass=.compact
                      ScrollView
                        LazyVGrid columns=[.flexible(), .flexible()] spacing=16  .padding
                          MetricCard
                            VStack alignment=.leading spacing=8  .padding .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                              HStack
                                Image systemName: "flame"  .foregroundStyle(.secondary)
                                Spacer
                                Image systemName: "arrow.right"  .foregroundStyle(.secondary) .font(.caption)
                              Text "5 days"  .font(.title.bold())
                              Text "Streak"  .font(.caption) .foregroundStyle(.secondary)
                    """)
            var regular = EnvironmentValues()
            regular.horizontalSizeClass = .regular
            let wide = SeedStage(DashboardView(metrics: []), scheduler: scheduler, environment: regular)
            #expect(
                wide.tree == """
                    DashboardView  @Environment sizeClass=.regular
                      ScrollView
                        LazyVGrid columns=[.flexible(), .flexible(), .flexible(), .flexible()] spacing=16  .padding
                    """)
        }
    }

    @Test("AnimatedListView expands a tapped card and collapses it back, keeping the matched ids")
    func animatedList() {
        withVirtualTime { scheduler in
            let screen = SeedStage(AnimatedListView(tasks: Array(TaskItem.samples.prefix(2))), scheduler: scheduler)
            #expect(
                screen.tree == """
                    AnimatedListView  @State selectedTask=nil
                      ZStack
                        ScrollView
                          LazyVStack spacing=12  .padding
                            TaskCardView  .matchedGeometryEffect(id: "1", in: AnimatedListView.animation) .onTapGesture
                              Text "Buy groceries"  .padding
                            TaskCardView  .matchedGeometryEffect(id: "2", in: AnimatedListView.animation) .onTapGesture
                              Text "Walk the dog"  .padding
                    """)
            screen.perform { try $0.tap(SeedStage.target("\"Walk the dog\"")) }
            #expect(
                screen.tree == """
                    AnimatedListView  @State selectedTask=TaskItem(id: "2", title: "Walk the dog", isCompleted: true, dueDate: nil)
                      ZStack
                        ScrollView
                          LazyVStack spacing=12  .padding
                            TaskCardView  .matchedGeometryEffect(id: "1", in: AnimatedListView.animation) .onTapGesture
                              Text "Buy groceries"  .padding
                        TaskExpandedView  .matchedGeometryEffect(id: "2", in: AnimatedListView.animation) .transition(.opacity)
                          VStack
                            Text "Walk the dog"  .font(.title)
                            Button "Close"
                    """)
            screen.perform { try $0.tap(SeedStage.target("button \"Close\"")) }
            #expect(
                screen.ax == """
                    staticText "Buy groceries"
                    staticText "Walk the dog"
                    """)
        }
    }

    @Test("The shake modifier is a custom GeometryEffect, kept as an attribute") func shake() {
        withVirtualTime { scheduler in
            let screen = SeedStage(Text("Wrong password").shake(trigger: true), scheduler: scheduler)
            #expect(
                screen.tree == """
                    Text "Wrong password"  .modifier(ShakeEffect)
                    """)
        }
    }

    @Test("AccessibleTaskRow reads as one element and toggles on tap") func accessibleRow() {
        withVirtualTime { scheduler in
            final class Toggles { var count = 0 }
            let toggles = Toggles()
            let task = TaskItem(
                id: "9", title: "Call mom", isCompleted: false, dueDate: Date(timeIntervalSince1970: 1_767_265_200))
            let screen = SeedStage(AccessibleTaskRow(task: task) { toggles.count += 1 }, scheduler: scheduler)
            #expect(
                screen.tree == """
                    AccessibleTaskRow
                      HStack  .accessibilityElement(children: .combine) .accessibilityLabel("Call mom, pending") .accessibilityHint("Double tap to toggle completion") .accessibilityAddTraits([]) .accessibilityAction .contentShape(Rectangle()) .onTapGesture
                        Image systemName: "circle"  .foregroundStyle(.secondary) .imageScale(.large)
                        VStack alignment=.leading
                          Text "Call mom"
                          Text "2 hours"  .font(.caption) .foregroundStyle(.secondary)
                    """)
            #expect(
                screen.ax == """
                    staticText "Call mom, pending" hint="Double tap to toggle completion"
                    """)
            screen.perform { try $0.tap(SeedStage.target("\"Call mom, pending\"")) }
            #expect(toggles.count == 1)
        }
    }
}

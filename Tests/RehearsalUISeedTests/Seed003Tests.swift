import Testing
import VirtualTime

@testable import RehearsalUI

/// The views of seed 003 ("SwiftUI Development Patterns").
@MainActor @Suite(.serialized) struct Seed003Tests {
    @Test("MyView's body is only a comment: it shows its state and nothing else") func myView() {
        withVirtualTime { scheduler in
            let screen = SeedStage(MyView().environment(MyService()), scheduler: scheduler)
            #expect(
                screen.tree == """
                    MyView  @Environment MyService  @State viewState=.loading  .environment(MyService)
                    """)
        }
    }

    @Test("A local @Bindable in the body gives the slider its binding; moving it updates the text")
    func fontSize() {
        withVirtualTime { scheduler in
            let screen = SeedStage(FontSizeContentView(), scheduler: scheduler)
            #expect(
                screen.tree == """
                    FontSizeContentView  @State settings=UserSettings
                      VStack
                        Text "Font Size: 16.000000"
                        Slider value=16 in=10...30
                    """)
            screen.perform { try $0.adjust(SeedStage.target("slider"), by: 24) }
            #expect(
                screen.ax == """
                    staticText "Font Size: 24.000000"
                    slider value="70%"
                    """)
        }
    }

    @Test("An object injected above a NavigationStack is read by @Environment(Type.self) inside it")
    func environmentObject() {
        withVirtualTime { scheduler in
            let screen = SeedStage(EnvironmentContentView(), scheduler: scheduler)
            #expect(
                screen.tree == """
                    EnvironmentContentView  @State userSettings=UserSettings
                      NavigationStack
                        MainView  @Environment UserSettings  .environment(UserSettings)
                          Text "Current theme: light"
                    """)
        }
    }

    @Test("The availability-checked button style takes the iOS 26 branch") func modernButton() {
        withVirtualTime { scheduler in
            let screen = SeedStage(ModernButton(), scheduler: scheduler)
            #expect(
                screen.tree == """
                    ModernButton
                      Button "Tap me"  .buttonStyle(.glass)
                    """)
        }
    }

    @Test("ItemListView overlays a spinner while its task loads, then lists the items; refreshing reloads")
    func itemList() {
        withVirtualTime { scheduler in
            let screen = SeedStage(ItemListView(), scheduler: scheduler)
            #expect(
                screen.tree == """
                    ItemListView  @State model=DataModel
                      List  .task .refreshable
                        .overlay
                          ProgressView
                    """)
            screen.advance(by: .seconds(1))
            #expect(
                screen.tree == """
                    ItemListView  @State model=DataModel
                      List  .task .refreshable
                        Text "Notebook"
                        Text "Pencil"
                    """)
            screen.perform { try $0.refresh() }
            #expect(
                screen.ax == """
                    list
                      staticText "Notebook"
                      staticText "Pencil"
                    progressIndicator
                    """)
            screen.advance(by: .seconds(1))
            #expect(
                screen.ax == """
                    list
                      staticText "Notebook"
                      staticText "Pencil"
                    """)
        }
    }
}

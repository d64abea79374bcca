import Foundation
import Testing

/// `env` on an app's window keeps the app: the stub is applied around the same instance, so what the app's
/// `@State` and `@StateObject` hold (the atlas its scene injects) lives on, and `state` names the scene's
/// `.environment(...)` as the preview's, not the stub's.
@Suite struct AppStateAcrossEnvShellTests {
    @Test("A place added and a sort chosen in the menus live on after env; the injection is not the stub's")
    func appStateSurvivesStub() throws {
        let run = try RehearseBinary.run(
            input: #"""
                open "AtlasApp/Atlas"
                set echo none
                command "Atlas/Add Place"
                command "Atlas/Sort By/Distance"
                env AtlasHarbourBranch
                tree
                state

                """#)
        #expect(
            run
                == .init(
                    output: #"""
                        AtlasWindow  @Environment Atlas  @State visibility=.all  .environment(Atlas) .environmentObject(AtlasPreferences)
                          NavigationSplitView columnVisibility=.all compact top=.sidebar
                            .sidebar
                              AtlasPlaces
                                List
                                  HStack  .focusedValue(\.atlasPlace, "Lisbon")
                                    TextField "Note for Lisbon" text=""
                                  HStack  .focusedValue(\.atlasPlace, "Porto")
                                    TextField "Note for Porto" text=""
                        applied AtlasHarbourBranch to AtlasApp/Atlas: stubs now AtlasHarbourBranch
                        kept the state of views whose identity did not change; 0 re-evaluated, 2 mounted afresh
                        AtlasWindow  @Environment Atlas  @State visibility=.all  .environment(Atlas) .environmentObject(AtlasPreferences) .environment(\.atlasBranch, "Harbour Branch")
                          NavigationSplitView columnVisibility=.all compact top=.sidebar
                            .sidebar
                              AtlasPlaces
                                List
                                  HStack  .focusedValue(\.atlasPlace, "Lisbon")
                                    TextField "Note for Lisbon" text=""
                                  HStack  .focusedValue(\.atlasPlace, "Porto")
                                    TextField "Note for Porto" text=""
                                  HStack  .focusedValue(\.atlasPlace, "Place 3")
                                    TextField "Note for Place 3" text=""
                        views and the state they own:
                          AtlasWindow
                            @Environment(Atlas.self) atlas = Atlas (object)
                            @State visibility = .all  read by AtlasWindow's NavigationSplitView
                            AtlasPlaces
                              @Bindable atlas = Atlas (object)
                        @Observable objects:
                          Atlas  injected by .environment(Atlas) in the preview, above its views; held by AtlasWindow (@Environment atlas), AtlasPlaces (@Bindable atlas)
                            places = 3 items  read by AtlasPlaces's ForEach, AtlasPlaces's TextField ×3
                            sort = .distance  read by no view
                            units = "km"  read by no view
                            visitedOnly = false  read by AtlasPlaces's ForEach
                            zoom = 3  read by no view
                            plan = nil  read by no view
                            lastCall = nil  read by no view
                        ObservableObject objects:
                          AtlasPreferences  injected by .environmentObject(AtlasPreferences) in the preview, above its views
                            showsScale = false  read by no view

                        """#, errors: "", status: 0))
    }
}

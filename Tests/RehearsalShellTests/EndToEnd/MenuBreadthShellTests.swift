import Foundation
import Testing

/// Menu commands' breadth through the built `rehearse` (`AtlasApp`): a `Picker` as a submenu of its options and
/// `.inline`, a `Section` with its header, `Divider`s, a `Label` title and a `Link` in a `CommandMenu`; the
/// system's own items of the standard sets among the default menus, an empty `CommandGroup(replacing:)` and a
/// `before:` group; Show/Hide Sidebar performed on a split view's bound `columnVisibility`; commands in the
/// window's environment (the scene's, a stub's) and on the app `env` rebuilt; `@FocusedValue` on the App;
/// `shortcut return`/`escape` pressing the window's `.defaultAction`/`.cancelAction` buttons.
@Suite struct MenuBreadthShellTests {
    /// The whole menu bar, then each kind of item chosen by its path (or its title alone), and the system's items.
    @Test("Piped: pickers, a section, dividers, a Label and a Link; system items listed, Show Sidebar performed")
    func breadth() throws {
        let run = try RehearseBinary.run(
            input: #"""
                open "AtlasApp/Atlas"
                set echo diff
                trait horizontalSizeClass=regular
                commands
                command "Atlas/Sort By/Distance"
                command "atlas/miles"
                command "Add Place"
                command "Atlas Website"
                command "Atlas/Show Visited Only"
                command "View/Hide Sidebar"
                shortcut cmd+ctrl+s
                command "Window/Minimize"
                command "File/New Window"
                command "Atlas/Sort By"

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
                        settings: colorScheme=light dynamicTypeSize=large horizontalSizeClass=regular verticalSizeClass=regular device=iPhone15
                        @@ -1,3 +1,3 @@
                         AtlasWindow  @Environment Atlas  @State visibility=.all  .environment(Atlas) .environmentObject(AtlasPreferences)
                        -  NavigationSplitView columnVisibility=.all compact top=.sidebar
                        +  NavigationSplitView columnVisibility=.all
                             .sidebar
                        @@ -9,1 +9,7 @@
                                     TextField "Note for Porto" text=""
                        +    .detail
                        +      AtlasPlan  @Environment branch="Main Branch"  @EnvironmentObject AtlasPreferences
                        +        VStack
                        +          Text "Main Branch: by name, in km, zoom 3"
                        +          Button "Plan Trip"  .keyboardShortcut(.defaultAction)
                        +          Button "Clear Plan"  .keyboardShortcut(.cancelAction) .disabled
                        AtlasApp
                          About AtlasApp                          [system]
                          ---
                          Services                                [system]
                          ---
                          Hide AtlasApp          cmd+h            [system]
                          Hide Others            cmd+opt+h        [system]
                          Show All                                [system]
                          ---
                          Quit AtlasApp          cmd+q            [system]
                        File
                          Close                  cmd+w            [system]
                          ---
                          Page Setup…            cmd+shift+p      [system]
                          Print…                 cmd+p            [system]
                        Edit
                          Undo                   cmd+z            [system]
                          Redo                   cmd+shift+z      [system]
                          ---
                          Cut                    cmd+x            [system]
                          Copy                   cmd+c            [system]
                          Paste                  cmd+v            [system]
                          Paste and Match Style  cmd+shift+opt+v  [system]
                          Delete                                  [system]
                          Select All             cmd+a            [system]
                        View
                          Show Scale                              [off, after: .toolbar]
                          ---
                          Zoom to Fit            cmd+0            [before: .sidebar]
                          Hide Sidebar           cmd+ctrl+s       [system]
                          Enter Full Screen      cmd+ctrl+f       [system]
                          ---
                          Show Inspector         cmd+ctrl+i       [system]
                        Atlas
                          Sort By/Name                            [selected]
                          Sort By/Distance
                          ---
                          -- Units --
                          Kilometres                              [selected]
                          Miles
                          ---
                          -- Places --
                          Add Place              cmd+shift+p
                          Show Visited Only                       [off]
                          ---
                          Call Main Branch
                          Atlas Website                           [link]
                        Place
                          Mark Visited           cmd+shift+v      [disabled]
                        Window
                          Minimize               cmd+m            [system]
                          Zoom                                    [system]
                          ---
                          Bring All to Front                      [system]
                          ---
                          Atlas                                   [system]
                        Help
                          AtlasApp Help          cmd+?            [system]
                        [system]: macOS's own items, listed with their shortcuts; Rehearsal performs "View/Hide Sidebar"
                        @@ -12,3 +12,3 @@
                                 VStack
                        -          Text "Main Branch: by name, in km, zoom 3"
                        +          Text "Main Branch: by distance, in km, zoom 3"
                                   Button "Plan Trip"  .keyboardShortcut(.defaultAction)
                        @@ -12,3 +12,3 @@
                                 VStack
                        -          Text "Main Branch: by distance, in km, zoom 3"
                        +          Text "Main Branch: by distance, in mi, zoom 3"
                                   Button "Plan Trip"  .keyboardShortcut(.defaultAction)
                        @@ -9,2 +9,4 @@
                                     TextField "Note for Porto" text=""
                        +          HStack  .focusedValue(\.atlasPlace, "Place 3")
                        +            TextField "Note for Place 3" text=""
                             .detail
                        opened https://example.org/atlas with the system; Rehearsal does not follow it (use `url` to deliver a deep link to the app)
                        (no change to the view tree)
                        @@ -5,8 +5,2 @@
                                 List
                        -          HStack  .focusedValue(\.atlasPlace, "Lisbon")
                        -            TextField "Note for Lisbon" text=""
                        -          HStack  .focusedValue(\.atlasPlace, "Porto")
                        -            TextField "Note for Porto" text=""
                        -          HStack  .focusedValue(\.atlasPlace, "Place 3")
                        -            TextField "Note for Place 3" text=""
                             .detail
                        @State visibility of AtlasWindow: .all → .detailOnly
                        @@ -1,3 +1,3 @@
                        -AtlasWindow  @Environment Atlas  @State visibility=.all  .environment(Atlas) .environmentObject(AtlasPreferences)
                        -  NavigationSplitView columnVisibility=.all
                        +AtlasWindow  @Environment Atlas  @State visibility=.detailOnly  .environment(Atlas) .environmentObject(AtlasPreferences)
                        +  NavigationSplitView columnVisibility=.detailOnly
                             .sidebar
                        @State visibility of AtlasWindow: .detailOnly → .all
                        @@ -1,3 +1,3 @@
                        -AtlasWindow  @Environment Atlas  @State visibility=.detailOnly  .environment(Atlas) .environmentObject(AtlasPreferences)
                        -  NavigationSplitView columnVisibility=.detailOnly
                        +AtlasWindow  @Environment Atlas  @State visibility=.all  .environment(Atlas) .environmentObject(AtlasPreferences)
                        +  NavigationSplitView columnVisibility=.all
                             .sidebar
                        error: "Window/Minimize" is one of the system's own items (macOS provides it); Rehearsal lists it and does not perform it
                          Rehearsal performs the app's own items and View/Show Sidebar (a split view's bound columnVisibility); `commands` lists them
                        error: expected a menu item of AtlasApp as MENU/ITEM, found none at "File/New Window"
                          `commands` lists the items, for example: command "View/Show Scale"
                        error: expected a menu item of AtlasApp as MENU/ITEM, found none at "Atlas/Sort By"; did you mean "Atlas/Sort By/Name" or "Atlas/Sort By/Distance"?
                          `commands` lists the items, for example: command "View/Show Scale"

                        """#, errors: "", status: 1))
    }

    /// The same in JSON lines: the listing's kinds and flags, the error codes, a link's note, the window's keys.
    @Test("JSON lines: commands --json, an inline picker's option, unsupported and disabled codes, return and escape")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: #"""
                {"command": "open \"AtlasApp/Atlas\""}
                {"command": "set echo none"}
                {"command": "trait horizontalSizeClass=regular"}
                {"command": "commands --json"}
                {"command": "command \"Atlas/Units/Miles\""}
                {"command": "command \"Atlas/Miles\""}
                {"command": "command \"Edit/Undo\""}
                {"command": "command \"Atlas Website\""}
                {"command": "shortcut return"}
                {"command": "shortcut escape"}
                {"command": "shortcut escape"}
                {"command": "command \"Place/Mark Visited\""}

                """#)
        #expect(
            run.output == #"""
                {"ok":true,"output":"AtlasWindow  @Environment Atlas  @State visibility=.all  .environment(Atlas) .environmentObject(AtlasPreferences)\n  NavigationSplitView columnVisibility=.all compact top=.sidebar\n    .sidebar\n      AtlasPlaces\n        List\n          HStack  .focusedValue(\\.atlasPlace, \"Lisbon\")\n            TextField \"Note for Lisbon\" text=\"\"\n          HStack  .focusedValue(\\.atlasPlace, \"Porto\")\n            TextField \"Note for Porto\" text=\"\"","preview":"AtlasApp/Atlas","step":1}
                {"ok":true,"output":"","preview":"AtlasApp/Atlas","step":1}
                {"ok":true,"output":"settings: colorScheme=light dynamicTypeSize=large horizontalSizeClass=regular verticalSizeClass=regular device=iPhone15","preview":"AtlasApp/Atlas","step":2}
                {"ok":true,"output":"{\"app\":\"AtlasApp\",\"items\":[{\"path\":\"AtlasApp/About AtlasApp\",\"menu\":\"AtlasApp\",\"group\":null,\"title\":\"About AtlasApp\",\"kind\":\"button\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":null,\"menu\":\"AtlasApp\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"AtlasApp/Services\",\"menu\":\"AtlasApp\",\"group\":null,\"title\":\"Services\",\"kind\":\"submenu\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":null,\"menu\":\"AtlasApp\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"AtlasApp/Hide AtlasApp\",\"menu\":\"AtlasApp\",\"group\":null,\"title\":\"Hide AtlasApp\",\"kind\":\"button\",\"shortcut\":\"cmd+h\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"AtlasApp/Hide Others\",\"menu\":\"AtlasApp\",\"group\":null,\"title\":\"Hide Others\",\"kind\":\"button\",\"shortcut\":\"cmd+opt+h\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"AtlasApp/Show All\",\"menu\":\"AtlasApp\",\"group\":null,\"title\":\"Show All\",\"kind\":\"button\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":null,\"menu\":\"AtlasApp\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"AtlasApp/Quit AtlasApp\",\"menu\":\"AtlasApp\",\"group\":null,\"title\":\"Quit AtlasApp\",\"kind\":\"button\",\"shortcut\":\"cmd+q\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"File/Close\",\"menu\":\"File\",\"group\":null,\"title\":\"Close\",\"kind\":\"button\",\"shortcut\":\"cmd+w\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":null,\"menu\":\"File\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"File/Page Setup…\",\"menu\":\"File\",\"group\":null,\"title\":\"Page Setup…\",\"kind\":\"button\",\"shortcut\":\"cmd+shift+p\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"File/Print…\",\"menu\":\"File\",\"group\":null,\"title\":\"Print…\",\"kind\":\"button\",\"shortcut\":\"cmd+p\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Undo\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Undo\",\"kind\":\"button\",\"shortcut\":\"cmd+z\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Redo\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Redo\",\"kind\":\"button\",\"shortcut\":\"cmd+shift+z\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":null,\"menu\":\"Edit\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"Edit/Cut\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Cut\",\"kind\":\"button\",\"shortcut\":\"cmd+x\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Copy\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Copy\",\"kind\":\"button\",\"shortcut\":\"cmd+c\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Paste\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Paste\",\"kind\":\"button\",\"shortcut\":\"cmd+v\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Paste and Match Style\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Paste and Match Style\",\"kind\":\"button\",\"shortcut\":\"cmd+shift+opt+v\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Delete\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Delete\",\"kind\":\"button\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Edit/Select All\",\"menu\":\"Edit\",\"group\":null,\"title\":\"Select All\",\"kind\":\"button\",\"shortcut\":\"cmd+a\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"View/Show Scale\",\"menu\":\"View\",\"group\":\"after: .toolbar\",\"title\":\"Show Scale\",\"kind\":\"toggle\",\"shortcut\":null,\"enabled\":true,\"on\":false,\"system\":false,\"performed\":true},{\"path\":null,\"menu\":\"View\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"View/Zoom to Fit\",\"menu\":\"View\",\"group\":\"before: .sidebar\",\"title\":\"Zoom to Fit\",\"kind\":\"button\",\"shortcut\":\"cmd+0\",\"enabled\":true,\"on\":null,\"system\":false,\"performed\":true},{\"path\":\"View/Hide Sidebar\",\"menu\":\"View\",\"group\":null,\"title\":\"Hide Sidebar\",\"kind\":\"button\",\"shortcut\":\"cmd+ctrl+s\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":true},{\"path\":\"View/Enter Full Screen\",\"menu\":\"View\",\"group\":null,\"title\":\"Enter Full Screen\",\"kind\":\"button\",\"shortcut\":\"cmd+ctrl+f\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":null,\"menu\":\"View\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"View/Show Inspector\",\"menu\":\"View\",\"group\":null,\"title\":\"Show Inspector\",\"kind\":\"button\",\"shortcut\":\"cmd+ctrl+i\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Atlas/Sort By/Name\",\"menu\":\"Atlas\",\"group\":null,\"title\":\"Name\",\"kind\":\"option\",\"shortcut\":null,\"enabled\":true,\"on\":true,\"system\":false,\"performed\":true},{\"path\":\"Atlas/Sort By/Distance\",\"menu\":\"Atlas\",\"group\":null,\"title\":\"Distance\",\"kind\":\"option\",\"shortcut\":null,\"enabled\":true,\"on\":false,\"system\":false,\"performed\":true},{\"path\":null,\"menu\":\"Atlas\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":null,\"menu\":\"Atlas\",\"group\":null,\"title\":\"Units\",\"kind\":\"header\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"Atlas/Kilometres\",\"menu\":\"Atlas\",\"group\":null,\"title\":\"Kilometres\",\"kind\":\"option\",\"shortcut\":null,\"enabled\":true,\"on\":true,\"system\":false,\"performed\":true},{\"path\":\"Atlas/Miles\",\"menu\":\"Atlas\",\"group\":null,\"title\":\"Miles\",\"kind\":\"option\",\"shortcut\":null,\"enabled\":true,\"on\":false,\"system\":false,\"performed\":true},{\"path\":null,\"menu\":\"Atlas\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":null,\"menu\":\"Atlas\",\"group\":null,\"title\":\"Places\",\"kind\":\"header\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"Atlas/Add Place\",\"menu\":\"Atlas\",\"group\":null,\"title\":\"Add Place\",\"kind\":\"button\",\"shortcut\":\"cmd+shift+p\",\"enabled\":true,\"on\":null,\"system\":false,\"performed\":true},{\"path\":\"Atlas/Show Visited Only\",\"menu\":\"Atlas\",\"group\":null,\"title\":\"Show Visited Only\",\"kind\":\"toggle\",\"shortcut\":null,\"enabled\":true,\"on\":false,\"system\":false,\"performed\":true},{\"path\":null,\"menu\":\"Atlas\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"Atlas/Call Main Branch\",\"menu\":\"Atlas\",\"group\":null,\"title\":\"Call Main Branch\",\"kind\":\"button\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":true},{\"path\":\"Atlas/Atlas Website\",\"menu\":\"Atlas\",\"group\":null,\"title\":\"Atlas Website\",\"kind\":\"link\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":true},{\"path\":\"Place/Mark Visited\",\"menu\":\"Place\",\"group\":null,\"title\":\"Mark Visited\",\"kind\":\"button\",\"shortcut\":\"cmd+shift+v\",\"enabled\":false,\"on\":null,\"system\":false,\"performed\":true},{\"path\":\"Window/Minimize\",\"menu\":\"Window\",\"group\":null,\"title\":\"Minimize\",\"kind\":\"button\",\"shortcut\":\"cmd+m\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Window/Zoom\",\"menu\":\"Window\",\"group\":null,\"title\":\"Zoom\",\"kind\":\"button\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":null,\"menu\":\"Window\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"Window/Bring All to Front\",\"menu\":\"Window\",\"group\":null,\"title\":\"Bring All to Front\",\"kind\":\"button\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":null,\"menu\":\"Window\",\"group\":null,\"title\":\"\",\"kind\":\"separator\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":false,\"performed\":false},{\"path\":\"Window/Atlas\",\"menu\":\"Window\",\"group\":null,\"title\":\"Atlas\",\"kind\":\"button\",\"shortcut\":null,\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false},{\"path\":\"Help/AtlasApp Help\",\"menu\":\"Help\",\"group\":null,\"title\":\"AtlasApp Help\",\"kind\":\"button\",\"shortcut\":\"cmd+?\",\"enabled\":true,\"on\":null,\"system\":true,\"performed\":false}],\"standard\":[\"SidebarCommands\",\"InspectorCommands\"]}","preview":"AtlasApp/Atlas","step":2}
                {"ok":false,"output":"","error":{"code":"noMatch","message":"expected a menu item of AtlasApp as MENU/ITEM, found none at \"Atlas/Units/Miles\"","hint":"`commands` lists the items, for example: command \"View/Show Scale\""},"preview":"AtlasApp/Atlas","step":2}
                {"ok":true,"output":"","preview":"AtlasApp/Atlas","step":3}
                {"ok":false,"output":"","error":{"code":"unsupported","message":"\"Edit/Undo\" is one of the system's own items (macOS provides it); Rehearsal lists it and does not perform it","hint":"Rehearsal performs the app's own items and View/Show Sidebar (a split view's bound columnVisibility); `commands` lists them"},"preview":"AtlasApp/Atlas","step":3}
                {"ok":true,"output":"opened https://example.org/atlas with the system; Rehearsal does not follow it (use `url` to deliver a deep link to the app)","preview":"AtlasApp/Atlas","step":4}
                {"ok":true,"output":"","preview":"AtlasApp/Atlas","step":5}
                {"ok":true,"output":"","preview":"AtlasApp/Atlas","step":6}
                {"ok":false,"output":"","error":{"code":"disabled","message":"expected an enabled control for escape, but the button \"Clear Plan\" is disabled now","hint":"change what its .disabled(...) reads first; `ax` shows which controls are disabled"},"preview":"AtlasApp/Atlas","step":6}
                {"ok":false,"output":"","error":{"code":"disabled","message":"expected an enabled menu item, but \"Place/Mark Visited\" is disabled now: its .disabled(...) holds with the focused values as they are","hint":"move focus to a view that publishes what it needs (`focus TARGET`, or `tap` a field), then check with `commands`"},"preview":"AtlasApp/Atlas","step":6}

                """#)
        #expect(run.errors == "" && run.status == 0)
    }

    /// The scene's `.environment(atlas)` and a stub's `.environment(\.atlasBranch, ...)` reach the commands; `env` keeps
    /// the app (the place added before it is still there) and gives the commands the stub's environment.
    @Test("Commands read the stub's environment and the scene's environment object, and act on the app env kept")
    func environment() throws {
        let run = try RehearseBinary.run(
            input: #"""
                open "AtlasApp/Atlas"
                set echo none
                trait horizontalSizeClass=regular
                command "Atlas/Add Place"
                env AtlasHarbourBranch
                set echo diff
                command "Atlas/Add Place"
                command "Atlas/Call Harbour Branch"
                command "Atlas/Call Main Branch"
                command "View/Show Scale"

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
                        settings: colorScheme=light dynamicTypeSize=large horizontalSizeClass=regular verticalSizeClass=regular device=iPhone15
                        applied AtlasHarbourBranch to AtlasApp/Atlas: stubs now AtlasHarbourBranch
                        kept the state of views whose identity did not change; 0 re-evaluated, 3 mounted afresh
                        @@ -11,2 +11,4 @@
                                     TextField "Note for Place 3" text=""
                        +          HStack  .focusedValue(\.atlasPlace, "Place 4")
                        +            TextField "Note for Place 4" text=""
                             .detail
                        @@ -17,2 +17,3 @@
                                   Text "Harbour Branch: by name, in km, zoom 3"
                        +          Text "Called Harbour Branch"
                                   Button "Plan Trip"  .keyboardShortcut(.defaultAction)
                        error: expected a menu item of AtlasApp as MENU/ITEM, found none at "Atlas/Call Main Branch"; did you mean "Atlas/Call Harbour Branch"?
                          `commands` lists the items, for example: command "View/Show Scale"
                        @@ -17,2 +17,3 @@
                                   Text "Harbour Branch: by name, in km, zoom 3"
                        +          Text "Scale: 1 to 300000"
                                   Text "Called Harbour Branch"

                        """#, errors: "", status: 1))
    }

    /// `AtlasApp`'s own `@FocusedValue(\.atlasPlace)`: the Place menu follows focus in the window.
    @Test("An @FocusedValue declared on the App enables its item while a note field has focus")
    func appFocusedValue() throws {
        let run = try RehearseBinary.run(
            input: #"""
                open "AtlasApp/Atlas"
                set echo none
                shortcut cmd+shift+v
                focus "Note for Lisbon"
                set echo diff
                shortcut cmd+shift+v
                focus "Note for Porto"
                command "Place/Mark Visited"

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
                        error: expected an enabled menu item, but "Place/Mark Visited" is disabled now: its .disabled(...) holds with the focused values as they are
                          move focus to a view that publishes what it needs (`focus TARGET`, or `tap` a field), then check with `commands`
                        @@ -7,2 +7,3 @@
                                     TextField "Note for Lisbon" text=""
                        +            Text "Visited"
                                   HStack  .focusedValue(\.atlasPlace, "Porto")
                        (no change to the view tree)
                        @@ -10,1 +10,2 @@
                                     TextField "Note for Porto" text=""
                        +            Text "Visited"

                        """#, errors: "", status: 1))
    }

    /// A bare view's buttons with `.keyboardShortcut` are what Tab offers after `shortcut`.
    @Test("Tab completes a window button's shortcut after shortcut, in a preview of a bare view")
    func windowShortcutCompletions() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: #"""
                {"command": "open \"AtlasApp/Plan\""}
                {"request": "completions"}

                """#)
        let reply = try #require(run.output.split(separator: "\n").last.map(String.init))
        #expect(reply.hasSuffix(#""shortcuts":["return","escape"]}}"#))
        #expect(!reply.contains("menuCommands"))
    }
}

import Foundation
import Testing

/// `release TARGET --cancel` through the built `rehearse`: the finger slides off a pressed button before it lifts,
/// so `isPressed` is false again and the action does not run; through a `ButtonStyle` and through a
/// `PrimitiveButtonStyle` whose body is `Button(configuration)`.
@Suite struct ButtonPressCancelShellTests {
    @Test("release --cancel lifts a press without running the action; a plain release after it runs it")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                open "StyleGallery/Styled controls"
                set echo diff
                press "Save"
                release "Save" --cancel
                release "Save" --cancel
                press "Save"
                release "Save"
                open "PrimitiveStyleGallery/Primitive styles"
                set echo none
                press "Retry"
                release "Retry" --cancel
                ax
                press "Retry"
                release "Retry"
                ax

                """)
        #expect(
            run
                == .init(
                    output: """
                        StyleGallery  @State saves=0 archives=0 notify=false
                          VStack
                            Button "Save"  .buttonStyle(PillButtonStyle())
                              Text "Save"  .padding(.horizontal, 12) .foregroundStyle(.blue) .opacity(1)
                            Button "Archive" role=.destructive  .buttonStyle(DoubleTapButtonStyle())
                              Text "Archive"  .onTapGesture(count: 2)
                            Toggle "Notify me" isOn=false  .toggleStyle(CheckmarkToggleStyle())
                              HStack  .onTapGesture
                                Image systemName: "square"
                                Text "Notify me"
                            Label "Starred" systemImage: "star"  .labelStyle(TrailingIconLabelStyle())
                              HStack
                                Text "Starred"
                                Image systemName: "star"
                            ProgressView "Upload" value=0.4  .progressViewStyle(PercentProgressViewStyle())
                              VStack
                                Text "Upload"
                                Text "40% done"
                            GroupBox "Account"  .groupBoxStyle(CardGroupBoxStyle())
                              VStack alignment=.leading  .padding
                                Text "Account"  .font(.headline)
                                Text "Signed in"
                            Text "Saves: 0, archives: 0"
                        @@ -3,3 +3,3 @@
                             Button "Save"  .buttonStyle(PillButtonStyle())
                        -      Text "Save"  .padding(.horizontal, 12) .foregroundStyle(.blue) .opacity(1)
                        +      Text "Save"  .padding(.horizontal, 12) .foregroundStyle(.blue) .opacity(0.5)
                             Button "Archive" role=.destructive  .buttonStyle(DoubleTapButtonStyle())
                        @@ -3,3 +3,3 @@
                             Button "Save"  .buttonStyle(PillButtonStyle())
                        -      Text "Save"  .padding(.horizontal, 12) .foregroundStyle(.blue) .opacity(0.5)
                        +      Text "Save"  .padding(.horizontal, 12) .foregroundStyle(.blue) .opacity(1)
                             Button "Archive" role=.destructive  .buttonStyle(DoubleTapButtonStyle())
                        error: expected a button held down by `press`, but no press holds button "Save". To fix, `press button "Save"` first, or release the element a press holds.
                        @@ -3,3 +3,3 @@
                             Button "Save"  .buttonStyle(PillButtonStyle())
                        -      Text "Save"  .padding(.horizontal, 12) .foregroundStyle(.blue) .opacity(1)
                        +      Text "Save"  .padding(.horizontal, 12) .foregroundStyle(.blue) .opacity(0.5)
                             Button "Archive" role=.destructive  .buttonStyle(DoubleTapButtonStyle())
                        @State saves of StyleGallery: 0 → 1
                        @@ -1,5 +1,5 @@
                        -StyleGallery  @State saves=0 archives=0 notify=false
                        +StyleGallery  @State saves=1 archives=0 notify=false
                           VStack
                             Button "Save"  .buttonStyle(PillButtonStyle())
                        -      Text "Save"  .padding(.horizontal, 12) .foregroundStyle(.blue) .opacity(0.5)
                        +      Text "Save"  .padding(.horizontal, 12) .foregroundStyle(.blue) .opacity(1)
                             Button "Archive" role=.destructive  .buttonStyle(DoubleTapButtonStyle())
                        @@ -22,2 +22,2 @@
                                 Text "Signed in"
                        -    Text "Saves: 0, archives: 0"
                        +    Text "Saves: 1, archives: 0"
                        PrimitiveStyleGallery  @State deletes=0 sends=0 retries=0
                          VStack
                            Button "Delete all" role=.destructive  .buttonStyle(HoldToConfirmButtonStyle())
                              Text "Delete all"  .foregroundStyle(.red) .onLongPressGesture
                            Button "Send"  .buttonStyle(HoldToConfirmButtonStyle())
                              Text "Send"  .foregroundStyle(.blue) .onLongPressGesture
                            Button "Retry"  .buttonStyle(OutlinedButtonStyle())
                              Button  .border(.gray)
                                Text "Retry"
                            Text "Deleted 0, sent 0, retried 0"
                        staticText "Delete all"
                        staticText "Send"
                        button "Retry"
                        staticText "Deleted 0, sent 0, retried 0"
                        staticText "Delete all"
                        staticText "Send"
                        button "Retry"
                        staticText "Deleted 0, sent 0, retried 1"

                        """, errors: "", status: 1))
    }

    @Test("a cancel that holds nothing, a cancelled target no press holds, and a misspelled flag say what to write")
    func errors() throws {
        let run = try RehearseBinary.run(
            input: """
                open "StyleGallery/Styled controls"
                set echo none
                release "Save" --cancel
                press "Save"
                release "Archive" --cancel
                release "Save" --cancels
                release "Save" --cancel --cancel
                release --cancel
                release "Save" --cancel
                state

                """)
        #expect(
            run
                == .init(
                    output: """
                        StyleGallery  @State saves=0 archives=0 notify=false
                          VStack
                            Button "Save"  .buttonStyle(PillButtonStyle())
                              Text "Save"  .padding(.horizontal, 12) .foregroundStyle(.blue) .opacity(1)
                            Button "Archive" role=.destructive  .buttonStyle(DoubleTapButtonStyle())
                              Text "Archive"  .onTapGesture(count: 2)
                            Toggle "Notify me" isOn=false  .toggleStyle(CheckmarkToggleStyle())
                              HStack  .onTapGesture
                                Image systemName: "square"
                                Text "Notify me"
                            Label "Starred" systemImage: "star"  .labelStyle(TrailingIconLabelStyle())
                              HStack
                                Text "Starred"
                                Image systemName: "star"
                            ProgressView "Upload" value=0.4  .progressViewStyle(PercentProgressViewStyle())
                              VStack
                                Text "Upload"
                                Text "40% done"
                            GroupBox "Account"  .groupBoxStyle(CardGroupBoxStyle())
                              VStack alignment=.leading  .padding
                                Text "Account"  .font(.headline)
                                Text "Signed in"
                            Text "Saves: 0, archives: 0"
                        error: expected a button held down by `press`, but no press holds button "Save". To fix, `press button "Save"` first, or release the element a press holds.
                        error: expected a button held down by `press`, but staticText "Archive" (in StyleGallery) is not a button a finger can hold down; it supports tap --count 2. To fix, `release button "Save"`, which a press holds.
                        error: release got an unexpected extra argument "--cancels"
                          usage: release TARGET [--cancel]
                        error: release got an unexpected extra argument "--cancel"
                          usage: release TARGET [--cancel]
                        error: expected a target ("label", #identifier or role "name"), found --cancel
                          quote labels: release "--cancel"
                        views and the state they own:
                          StyleGallery
                            @State saves = 0  read by StyleGallery
                            @State archives = 0  read by StyleGallery
                            @State notify = false  read by StyleGallery's Toggle

                        """, errors: "", status: 1))
    }

    @Test("release --cancel answers in JSON lines, its errors with their code")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "open \\"StyleGallery/Styled controls\\""}
                {"command": "set echo none"}
                {"command": "press \\"Save\\""}
                {"command": "release \\"Save\\" --cancel"}
                {"command": "release \\"Save\\" --cancel"}
                {"command": "ax"}

                """)
        #expect(
            run
                == .init(
                    output: """
                        {"ok":true,"output":"StyleGallery  @State saves=0 archives=0 notify=false\\n  VStack\\n    Button \\"Save\\"  .buttonStyle(PillButtonStyle())\\n      Text \\"Save\\"  .padding(.horizontal, 12) .foregroundStyle(.blue) .opacity(1)\\n    Button \\"Archive\\" role=.destructive  .buttonStyle(DoubleTapButtonStyle())\\n      Text \\"Archive\\"  .onTapGesture(count: 2)\\n    Toggle \\"Notify me\\" isOn=false  .toggleStyle(CheckmarkToggleStyle())\\n      HStack  .onTapGesture\\n        Image systemName: \\"square\\"\\n        Text \\"Notify me\\"\\n    Label \\"Starred\\" systemImage: \\"star\\"  .labelStyle(TrailingIconLabelStyle())\\n      HStack\\n        Text \\"Starred\\"\\n        Image systemName: \\"star\\"\\n    ProgressView \\"Upload\\" value=0.4  .progressViewStyle(PercentProgressViewStyle())\\n      VStack\\n        Text \\"Upload\\"\\n        Text \\"40% done\\"\\n    GroupBox \\"Account\\"  .groupBoxStyle(CardGroupBoxStyle())\\n      VStack alignment=.leading  .padding\\n        Text \\"Account\\"  .font(.headline)\\n        Text \\"Signed in\\"\\n    Text \\"Saves: 0, archives: 0\\"","preview":"StyleGallery/Styled controls","step":1}
                        {"ok":true,"output":"","preview":"StyleGallery/Styled controls","step":1}
                        {"ok":true,"output":"","preview":"StyleGallery/Styled controls","step":2}
                        {"ok":true,"output":"","preview":"StyleGallery/Styled controls","step":3}
                        {"ok":false,"output":"","error":{"code":"notPressed","message":"expected a button held down by `press`, but no press holds button \\"Save\\". To fix, `press button \\"Save\\"` first, or release the element a press holds.","hint":null},"preview":"StyleGallery/Styled controls","step":3}
                        {"ok":true,"output":"button \\"Save\\"\\nstaticText \\"Archive\\"\\ntoggle \\"Notify me\\" value=\\"off\\"\\nstaticText \\"Starred\\"\\nimage \\"star\\"\\nstaticText \\"Upload\\"\\nstaticText \\"40% done\\"\\nstaticText \\"Account\\"\\nstaticText \\"Signed in\\"\\nstaticText \\"Saves: 0, archives: 0\\"","preview":"StyleGallery/Styled controls","step":3}

                        """, errors: "", status: 0))
    }
}

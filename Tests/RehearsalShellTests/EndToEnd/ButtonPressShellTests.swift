import Foundation
import Testing

/// `press` and `release` through the built `rehearse`: a styled button's `configuration.isPressed` is true while a
/// press holds it, and its action runs when the finger lifts.
@Suite struct ButtonPressShellTests {
    @Test("press holds a styled button down (isPressed in its body), release lifts it and runs the action")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                open "StyleGallery/Styled controls"
                set echo diff
                press "Save"
                press "Save"
                release "Save"
                release "Save"
                press "Notify me"
                release "Notify me"

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
                        error: expected a button "Save" that no finger holds, but a press holds it already. To fix, `release button "Save"` first.
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
                        error: expected a button held down by `press`, but no press holds button "Save". To fix, `press button "Save"` first, or release the element a press holds.
                        error: expected an element that can be pressed, but toggle "Notify me" (in StyleGallery) cannot; it supports tap, toggle. To fix, target another element (see `ax`) or use an interaction it supports.
                        error: expected a button held down by `press`, but toggle "Notify me" (in StyleGallery) is not a button a finger can hold down; it supports tap, toggle. To fix, use one of those, or `press` a button, then `release` it.

                        """, errors: "", status: 1))
    }

    @Test("press and release answer in JSON lines, their errors with their code")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "open \\"StyleGallery/Styled controls\\""}
                {"command": "set echo diff"}
                {"command": "press \\"Save\\""}
                {"command": "press \\"Save\\""}
                {"command": "release \\"Save\\""}
                {"command": "release \\"Save\\""}

                """)
        #expect(
            run
                == .init(
                    output: """
                        {"ok":true,"output":"StyleGallery  @State saves=0 archives=0 notify=false\\n  VStack\\n    Button \\"Save\\"  .buttonStyle(PillButtonStyle())\\n      Text \\"Save\\"  .padding(.horizontal, 12) .foregroundStyle(.blue) .opacity(1)\\n    Button \\"Archive\\" role=.destructive  .buttonStyle(DoubleTapButtonStyle())\\n      Text \\"Archive\\"  .onTapGesture(count: 2)\\n    Toggle \\"Notify me\\" isOn=false  .toggleStyle(CheckmarkToggleStyle())\\n      HStack  .onTapGesture\\n        Image systemName: \\"square\\"\\n        Text \\"Notify me\\"\\n    Label \\"Starred\\" systemImage: \\"star\\"  .labelStyle(TrailingIconLabelStyle())\\n      HStack\\n        Text \\"Starred\\"\\n        Image systemName: \\"star\\"\\n    ProgressView \\"Upload\\" value=0.4  .progressViewStyle(PercentProgressViewStyle())\\n      VStack\\n        Text \\"Upload\\"\\n        Text \\"40% done\\"\\n    GroupBox \\"Account\\"  .groupBoxStyle(CardGroupBoxStyle())\\n      VStack alignment=.leading  .padding\\n        Text \\"Account\\"  .font(.headline)\\n        Text \\"Signed in\\"\\n    Text \\"Saves: 0, archives: 0\\"","preview":"StyleGallery/Styled controls","step":1}
                        {"ok":true,"output":"","preview":"StyleGallery/Styled controls","step":1}
                        {"ok":true,"output":"@@ -3,3 +3,3 @@\\n     Button \\"Save\\"  .buttonStyle(PillButtonStyle())\\n-      Text \\"Save\\"  .padding(.horizontal, 12) .foregroundStyle(.blue) .opacity(1)\\n+      Text \\"Save\\"  .padding(.horizontal, 12) .foregroundStyle(.blue) .opacity(0.5)\\n     Button \\"Archive\\" role=.destructive  .buttonStyle(DoubleTapButtonStyle())","preview":"StyleGallery/Styled controls","step":2}
                        {"ok":false,"output":"","error":{"code":"alreadyPressed","message":"expected a button \\"Save\\" that no finger holds, but a press holds it already. To fix, `release button \\"Save\\"` first.","hint":null},"preview":"StyleGallery/Styled controls","step":2}
                        {"ok":true,"output":"@State saves of StyleGallery: 0 → 1\\n@@ -1,5 +1,5 @@\\n-StyleGallery  @State saves=0 archives=0 notify=false\\n+StyleGallery  @State saves=1 archives=0 notify=false\\n   VStack\\n     Button \\"Save\\"  .buttonStyle(PillButtonStyle())\\n-      Text \\"Save\\"  .padding(.horizontal, 12) .foregroundStyle(.blue) .opacity(0.5)\\n+      Text \\"Save\\"  .padding(.horizontal, 12) .foregroundStyle(.blue) .opacity(1)\\n     Button \\"Archive\\" role=.destructive  .buttonStyle(DoubleTapButtonStyle())\\n@@ -22,2 +22,2 @@\\n         Text \\"Signed in\\"\\n-    Text \\"Saves: 0, archives: 0\\"\\n+    Text \\"Saves: 1, archives: 0\\"","preview":"StyleGallery/Styled controls","step":3}
                        {"ok":false,"output":"","error":{"code":"notPressed","message":"expected a button held down by `press`, but no press holds button \\"Save\\". To fix, `press button \\"Save\\"` first, or release the element a press holds.","hint":null},"preview":"StyleGallery/Styled controls","step":3}

                        """, errors: "", status: 0))
    }
}

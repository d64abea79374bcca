import Foundation
import Testing

/// Custom styles through the built `rehearse`: the tree and `ax` show each style's body, and the styled controls still work.
@Suite struct CustomStyleShellTests {
    @Test("A styled button taps, a primitive style fires on its own gesture, a styled toggle flips")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                open "StyleGallery/Styled controls"
                set echo none
                ax
                tap "Save"
                tap "Archive"
                tap --count 2 "Archive"
                toggle "Notify me"
                tree
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
                        button "Save"
                        staticText "Archive"
                        toggle "Notify me" value="off"
                        staticText "Starred"
                        image "star"
                        staticText "Upload"
                        staticText "40% done"
                        staticText "Account"
                        staticText "Signed in"
                        staticText "Saves: 0, archives: 0"
                        error: expected staticText "Archive" (in StyleGallery) to take a single tap, but it takes 2 taps (.onTapGesture(count: 2)). To fix, use `tap --count 2 staticText "Archive"`.
                        StyleGallery  @State saves=1 archives=1 notify=true
                          VStack
                            Button "Save"  .buttonStyle(PillButtonStyle())
                              Text "Save"  .padding(.horizontal, 12) .foregroundStyle(.blue) .opacity(1)
                            Button "Archive" role=.destructive  .buttonStyle(DoubleTapButtonStyle())
                              Text "Archive"  .onTapGesture(count: 2)
                            Toggle "Notify me" isOn=true  .toggleStyle(CheckmarkToggleStyle())
                              HStack  .onTapGesture
                                Image systemName: "checkmark.square"
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
                            Text "Saves: 1, archives: 1"
                        button "Save"
                        staticText "Archive"
                        toggle "Notify me" value="on"
                        staticText "Starred"
                        image "star"
                        staticText "Upload"
                        staticText "40% done"
                        staticText "Account"
                        staticText "Signed in"
                        staticText "Saves: 1, archives: 1"

                        """, errors: "", status: 1))
    }

    @Test("A tap through a custom style answers in JSON lines with what changed")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "open \\"StyleGallery/Styled controls\\""}
                {"command": "set echo none"}
                {"command": "tap --count 2 \\"Archive\\""}
                {"command": "state"}

                """)
        #expect(
            run
                == .init(
                    output: """
                        {"ok":true,"output":"StyleGallery  @State saves=0 archives=0 notify=false\\n  VStack\\n    Button \\"Save\\"  .buttonStyle(PillButtonStyle())\\n      Text \\"Save\\"  .padding(.horizontal, 12) .foregroundStyle(.blue) .opacity(1)\\n    Button \\"Archive\\" role=.destructive  .buttonStyle(DoubleTapButtonStyle())\\n      Text \\"Archive\\"  .onTapGesture(count: 2)\\n    Toggle \\"Notify me\\" isOn=false  .toggleStyle(CheckmarkToggleStyle())\\n      HStack  .onTapGesture\\n        Image systemName: \\"square\\"\\n        Text \\"Notify me\\"\\n    Label \\"Starred\\" systemImage: \\"star\\"  .labelStyle(TrailingIconLabelStyle())\\n      HStack\\n        Text \\"Starred\\"\\n        Image systemName: \\"star\\"\\n    ProgressView \\"Upload\\" value=0.4  .progressViewStyle(PercentProgressViewStyle())\\n      VStack\\n        Text \\"Upload\\"\\n        Text \\"40% done\\"\\n    GroupBox \\"Account\\"  .groupBoxStyle(CardGroupBoxStyle())\\n      VStack alignment=.leading  .padding\\n        Text \\"Account\\"  .font(.headline)\\n        Text \\"Signed in\\"\\n    Text \\"Saves: 0, archives: 0\\"","preview":"StyleGallery/Styled controls","step":1}
                        {"ok":true,"output":"","preview":"StyleGallery/Styled controls","step":1}
                        {"ok":true,"output":"","preview":"StyleGallery/Styled controls","step":2}
                        {"ok":true,"output":"views and the state they own:\\n  StyleGallery\\n    @State saves = 0  read by StyleGallery\\n    @State archives = 1  read by StyleGallery\\n    @State notify = false  read by StyleGallery's Toggle","preview":"StyleGallery/Styled controls","step":2}

                        """, errors: "", status: 0))
    }
}

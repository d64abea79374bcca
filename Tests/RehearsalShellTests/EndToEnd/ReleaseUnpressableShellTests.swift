import Foundation
import Testing

/// `release` on an element that no press can hold (a toggle, a text) through the built `rehearse`: the error says
/// it is not a button, what it supports, and which button a press holds, instead of telling the user to `press`
/// an element that `press` refuses.
@Suite struct ReleaseUnpressableShellTests {
    static let input = [
        #"open "StyleGallery/Styled controls""#, "set echo none", #"release "Notify me""#, #"press "Save""#,
        #"release "Notify me""#, #"release "Saves: 0, archives: 0""#,
    ]

    @Test("release on a toggle or a text says it is not a button and what to do, piped")
    func piped() throws {
        let run = try RehearseBinary.run(input: Self.input.joined(separator: "\n") + "\n")
        #expect(
            run
                == .init(
                    output: #"""
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
                        error: expected a button held down by `press`, but toggle "Notify me" (in StyleGallery) is not a button a finger can hold down; it supports tap, toggle. To fix, use one of those, or `press` a button, then `release` it.
                        error: expected a button held down by `press`, but toggle "Notify me" (in StyleGallery) is not a button a finger can hold down; it supports tap, toggle. To fix, `release button "Save"`, which a press holds.
                        error: expected a button held down by `press`, but staticText "Saves: 0, archives: 0" (in StyleGallery) is not a button a finger can hold down; it supports no interaction. To fix, `release button "Save"`, which a press holds.

                        """#, errors: "", status: 1))
    }
}

import Foundation
import Testing

/// `@GestureState` written by `DragGesture().updating`, through the built `rehearse`.
@Suite struct GestureStateShellTests {
    @Test("a drag writes the gesture state while it moves; the echo gives the value it held and its reset once")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                open "DragStateScreen/Gesture state"
                drag "Handle" 40 10
                set echo none
                drag "Handle" -10 5
                tree

                """)
        #expect(
            run
                == .init(
                    output: """
                        DragStateScreen  @GestureState dragOffset=CGSize(width: 0.0, height: 0.0)  @State position=CGSize(width: 0.0, height: 0.0)
                          VStack
                            Text "Handle"  .offset .gesture(DragGesture().updating.onEnded)
                            Text "Resting at 0, 0"
                        @GestureState dragOffset of DragStateScreen: CGSize(width: 0.0, height: 0.0) (CGSize(width: 40.0, height: 10.0) during the gesture)
                        @State position of DragStateScreen: CGSize(width: 0.0, height: 0.0) → CGSize(width: 40.0, height: 10.0)
                        @@ -1,4 +1,4 @@
                        -DragStateScreen  @GestureState dragOffset=CGSize(width: 0.0, height: 0.0)  @State position=CGSize(width: 0.0, height: 0.0)
                        +DragStateScreen  @GestureState dragOffset=CGSize(width: 0.0, height: 0.0)  @State position=CGSize(width: 40.0, height: 10.0)
                           VStack
                        -    Text "Handle"  .offset .gesture(DragGesture().updating.onEnded)
                        -    Text "Resting at 0, 0"
                        +    Text "Handle"  .offset(x: 40, y: 10) .gesture(DragGesture().updating.onEnded)
                        +    Text "Resting at 40, 10"
                        DragStateScreen  @GestureState dragOffset=CGSize(width: 0.0, height: 0.0)  @State position=CGSize(width: 30.0, height: 15.0)
                          VStack
                            Text "Handle"  .offset(x: 30, y: 15) .gesture(DragGesture().updating.onEnded)
                            Text "Resting at 30, 15"

                        """, errors: "", status: 0))
    }

    @Test("explain names the gesture state @GestureState in the changes, the causes and the reads")
    func explainNamesTheWrapper() throws {
        let run = try RehearseBinary.run(
            input: """
                open "DragStateScreen/Gesture state"
                set echo none
                drag "Handle" 40 10
                explain
                explain DragStateScreen

                """)
        #expect(
            run
                == .init(
                    output: """
                        DragStateScreen  @GestureState dragOffset=CGSize(width: 0.0, height: 0.0)  @State position=CGSize(width: 0.0, height: 0.0)
                          VStack
                            Text "Handle"  .offset .gesture(DragGesture().updating.onEnded)
                            Text "Resting at 0, 0"
                        explain step 2: drag "Handle" 40 10
                        1. The command ran the action of staticText "Handle", an element of DragStateScreen.
                        2. It changed:
                             @GestureState dragOffset of DragStateScreen changed, then changed back to CGSize(width: 0.0, height: 0.0)  (read by DragStateScreen)
                             @State position of DragStateScreen: CGSize(width: 0.0, height: 0.0) → CGSize(width: 40.0, height: 0.0) → CGSize(width: 40.0, height: 10.0)  (read by DragStateScreen)
                        3. Evaluated, because of what they read or were given:
                             DragStateScreen: it read @GestureState dragOffset of DragStateScreen
                           Not re-evaluated (nothing they read changed, and their inputs were equal): none
                        4. No task started, resumed, finished or was cancelled.
                        5. The navigation path did not change.
                        DragStateScreen was last evaluated in step 2 (drag "Handle" 40 10): it read @GestureState dragOffset of DragStateScreen, which changed: CGSize(width: 0.0, height: 0.0) → CGSize(width: 40.0, height: 10.0).
                        It reads @State position of DragStateScreen, @GestureState dragOffset of DragStateScreen.
                        A change to one of those re-evaluates it; so do new inputs from a parent and a change of the environment.

                        """, errors: "", status: 0))
    }

    @Test("the gesture state's changes answer in JSON lines")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "open \\"DragStateScreen/Gesture state\\""}
                {"command": "drag \\"Handle\\" 40 10"}

                """)
        #expect(
            run
                == .init(
                    output: """
                        {"ok":true,"output":"DragStateScreen  @GestureState dragOffset=CGSize(width: 0.0, height: 0.0)  @State position=CGSize(width: 0.0, height: 0.0)\\n  VStack\\n    Text \\"Handle\\"  .offset .gesture(DragGesture().updating.onEnded)\\n    Text \\"Resting at 0, 0\\"","preview":"DragStateScreen/Gesture state","step":1}
                        {"ok":true,"output":"@GestureState dragOffset of DragStateScreen: CGSize(width: 0.0, height: 0.0) (CGSize(width: 40.0, height: 10.0) during the gesture)\\n@State position of DragStateScreen: CGSize(width: 0.0, height: 0.0) → CGSize(width: 40.0, height: 10.0)\\n@@ -1,4 +1,4 @@\\n-DragStateScreen  @GestureState dragOffset=CGSize(width: 0.0, height: 0.0)  @State position=CGSize(width: 0.0, height: 0.0)\\n+DragStateScreen  @GestureState dragOffset=CGSize(width: 0.0, height: 0.0)  @State position=CGSize(width: 40.0, height: 10.0)\\n   VStack\\n-    Text \\"Handle\\"  .offset .gesture(DragGesture().updating.onEnded)\\n-    Text \\"Resting at 0, 0\\"\\n+    Text \\"Handle\\"  .offset(x: 40, y: 10) .gesture(DragGesture().updating.onEnded)\\n+    Text \\"Resting at 40, 10\\"","preview":"DragStateScreen/Gesture state","step":2}

                        """, errors: "", status: 0))
    }
}

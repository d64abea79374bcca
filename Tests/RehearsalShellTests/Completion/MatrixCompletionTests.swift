import Testing

@testable import RehearsalShell

@Suite struct MatrixCompletionTests {
    let completer = Completer()

    func candidates(_ line: String) -> [String] {
        completer.candidates(lineBeforeCursor: line)
    }

    @Test("matrix offers the axes not given yet, then an axis's values after those already listed")
    func axesAndValues() {
        #expect(candidates("mat") == ["matrix"])
        #expect(
            candidates("matrix ") == [
                "colorScheme=", "dynamicTypeSize=", "horizontalSizeClass=", "verticalSizeClass=", "device=",
            ])
        #expect(candidates("matrix colorScheme=light,dark h") == ["horizontalSizeClass="])
        #expect(candidates("matrix colorScheme=") == ["colorScheme=light", "colorScheme=dark"])
        #expect(candidates("matrix colorScheme=light,") == ["colorScheme=light,dark"])
        #expect(candidates("matrix dynamicTypeSize=large,acc").count == 5)
        #expect(
            candidates("matrix dynamicTypeSize=large,accessibility1,accessibility") == [
                "dynamicTypeSize=large,accessibility1,accessibility2",
                "dynamicTypeSize=large,accessibility1,accessibility3",
                "dynamicTypeSize=large,accessibility1,accessibility4",
                "dynamicTypeSize=large,accessibility1,accessibility5",
            ])
        #expect(candidates("matrix size=") == [])
    }
}

import Rehearsal
import Testing

@Suite struct VariantMatrixTests {
    @Test("Axes and values become every combination, the first axis varying slowest")
    func combinations() throws {
        let matrix = try VariantMatrix.parse(["colorScheme=light,dark", "dynamicTypeSize=large,accessibility3"])
        #expect(
            matrix.variants.map(\.name) == [
                "colorScheme=light dynamicTypeSize=large", "colorScheme=light dynamicTypeSize=accessibility3",
                "colorScheme=dark dynamicTypeSize=large", "colorScheme=dark dynamicTypeSize=accessibility3",
            ])
        #expect(matrix.description == "colorScheme=light,dark dynamicTypeSize=large,accessibility3")
        #expect(
            try VariantMatrix.parse(["verticalSizeClass=compact"]).variants.map(\.name) == ["verticalSizeClass=compact"]
        )
        #expect(
            try VariantMatrix.parse(["device=iPhoneSE,iPad"]).variants.map(\.name) == [
                "device=iPhoneSE", "device=iPad",
            ]
        )
    }

    @Test("Every mistake names what was found, the valid axes or values, and a fix")
    func mistakes() {
        let example = "for example: colorScheme=light,dark dynamicTypeSize=large,accessibility3"
        let cases: [([String], CommandError)] = [
            (
                [],
                CommandError(
                    "expected one or more AXIS=VALUE,VALUE... arguments, found none",
                    hint: example
                        + "; the axes are colorScheme, dynamicTypeSize, horizontalSizeClass, verticalSizeClass, device")
            ),
            (["dark"], CommandError("expected AXIS=VALUE,VALUE..., found \"dark\"", hint: example)),
            (
                ["colourScheme=light,dark"],
                CommandError(
                    "no axis named \"colourScheme\"; the axes are colorScheme, dynamicTypeSize, horizontalSizeClass, "
                        + "verticalSizeClass, device; did you mean colorScheme?", hint: example)
            ),
            (
                ["dynamicTypeSize=large,huge"],
                CommandError(
                    "dynamicTypeSize has no value \"huge\"; its values are xSmall, small, medium, large, xLarge, "
                        + "xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5",
                    hint: "for example: dynamicTypeSize=xSmall,small")
            ),
            (
                ["horizontalSizeClass=compact,"],
                CommandError(
                    "horizontalSizeClass has an empty value in \"horizontalSizeClass=compact,\"",
                    hint: "separate the values by commas, with nothing empty, like horizontalSizeClass=compact,regular")
            ),
            (
                ["colorScheme=dark,dark"],
                CommandError("colorScheme lists dark twice", hint: "give each value once, like colorScheme=light,dark")
            ),
            (
                ["colorScheme=light", "colorScheme=dark"],
                CommandError(
                    "the axis colorScheme is given twice",
                    hint: "give each axis once with all its values, like colorScheme=dark")
            ),
            (
                [
                    "dynamicTypeSize=xSmall,small,medium,large,xLarge,xxLarge,xxxLarge,accessibility1,accessibility2",
                    "colorScheme=light,dark", "horizontalSizeClass=compact,regular",
                    "verticalSizeClass=compact,regular",
                ],
                CommandError(
                    "the matrix has 72 combinations (9 × 2 × 2 × 2), more than the limit of 64",
                    hint: "give fewer values or axes; each combination replays every script from a fresh session")
            ),
        ]
        for (arguments, expected) in cases {
            #expect(throws: expected) { try VariantMatrix.parse(arguments) }
        }
    }

    @Test("The shell's matrix command parses its axes and writes them back canonically")
    func command() throws {
        let parsed = try CommandParser.parse("matrix colorScheme=light,dark horizontalSizeClass=compact,regular")
        let matrix = try VariantMatrix.parse(["colorScheme=light,dark", "horizontalSizeClass=compact,regular"])
        #expect(parsed == .matrix(matrix))
        #expect(parsed?.text == "matrix colorScheme=light,dark horizontalSizeClass=compact,regular")
        #expect(
            throws: CommandError(
                "expected AXIS=VALUE,VALUE..., found \"dark\"", hint: "for example: " + VariantMatrix.example)
        ) {
            try CommandParser.parse("matrix dark")
        }
    }
}

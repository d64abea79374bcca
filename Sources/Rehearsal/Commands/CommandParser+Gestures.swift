extension CommandParser {
    /// `pinch TARGET SCALE`: the scale a `MagnifyGesture` reports, above 0 (2 spreads the fingers to twice the
    /// size, 0.5 pinches them to half).
    static func pinch(_ reader: inout Reader) throws(CommandError) -> Command {
        let target = try reader.target()
        let token = try reader.token("a scale above 0, like 2 (twice as large) or 0.5 (half)")
        guard let scale = NumberSyntax.decimal(token.text), scale > 0 else {
            throw CommandError(
                "pinch expects a scale above 0, like 2 (twice as large) or 0.5 (half), found \""
                    + VisibleText.excerpt(token.text) + "\"",
                hint: "for example: pinch \"Photo\" 2 (1 is no change)", column: token.column)
        }
        return .interact(.pinch(scale), target)
    }

    /// `rotate TARGET DEGREES`: the angle a `RotateGesture` reports, clockwise when positive.
    static func rotate(_ reader: inout Reader) throws(CommandError) -> Command {
        let target = try reader.target()
        let token = try reader.token("an angle in degrees, like 90 or -45")
        guard let degrees = NumberSyntax.decimal(token.text), abs(degrees) <= 36_000 else {
            throw CommandError(
                "rotate expects an angle in degrees from -36000 to 36000, like 90 or -45, found \""
                    + VisibleText.excerpt(token.text) + "\"",
                hint: "for example: rotate \"Dial\" 90 (positive turns clockwise)", column: token.column)
        }
        return .interact(.rotate(degrees), target)
    }

    /// `drag TARGET --from X,Y --to X,Y`, after `--from`: the points in the element's own coordinates.
    static func dragFrom(_ target: Target, _ reader: inout Reader) throws(CommandError) -> Command {
        let start = try point(&reader, after: "--from")
        let flag = try reader.token("--to X,Y, where the drag ends")
        guard flag.text == "--to", !flag.isQuoted else {
            throw CommandError(
                "drag expects --to X,Y after --from X,Y, found \"\(VisibleText.excerpt(flag.text))\"",
                hint: "for example: drag \"Knob\" --from 10,10 --to 130,10", column: flag.column)
        }
        let end = try point(&reader, after: "--to")
        return .interact(.dragFrom(x: start.x, y: start.y, toX: end.x, toY: end.y), target)
    }

    /// `X,Y`: two decimal numbers joined by a comma, without spaces.
    private static func point(_ reader: inout Reader, after flag: String) throws(CommandError) -> (x: Double, y: Double)
    {
        let token = try reader.token("a point X,Y after \(flag), like 10,10")
        let parts = token.text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let x = NumberSyntax.decimal(parts[0]), let y = NumberSyntax.decimal(parts[1]) else {
            throw CommandError(
                "drag expects a point X,Y after \(flag), two numbers joined by a comma like 10,10, found \""
                    + VisibleText.excerpt(token.text) + "\"",
                hint: NumberSyntax.hint + "; no space after the comma", column: token.column)
        }
        return (x, y)
    }
}

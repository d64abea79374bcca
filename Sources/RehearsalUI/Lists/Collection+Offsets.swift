import Foundation

// SwiftUI's helpers for the offsets that `onDelete(perform:)` and `onMove(perform:)` pass, which
// Foundation on Linux does not have.

extension RangeReplaceableCollection {
    /// Removes the elements at `offsets` (counted from the start), as `onDelete` code does.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so that they sit, in their order, before the element that was at
    /// `destination` (in `0...count`), as `onMove` code does.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var moved: [Element] = []
        var others: [Element] = []
        var othersBefore = 0
        for (offset, element) in enumerated() {
            if source.contains(offset) {
                moved.append(element)
            } else {
                others.append(element)
                if offset < destination { othersBefore += 1 }
            }
        }
        var position = startIndex
        for element in others[..<othersBefore] + moved + others[othersBefore...] {
            self[position] = element
            formIndex(after: &position)
        }
    }
}

import RehearsalUI

// A second fixture file: its previews sort before PreviewFixtures.swift's, whatever the link order.

#Preview("Only") {
    Text("Another file")
}

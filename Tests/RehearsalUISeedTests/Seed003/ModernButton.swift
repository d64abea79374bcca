// Seed 003_286d4e532c8d873b.txt, lines 164–178, copied verbatim. The snippet has no import of its own.
import RehearsalUI

// Example: Using iOS 26 features with availability checks
struct ModernButton: View {
    var body: some View {
        Button("Tap me") {
            // Action
        }
        .buttonStyle(
            {
                if #available(iOS 26.0, *) {
                    .glass
                } else {
                    .bordered
                }
            }())
    }
}

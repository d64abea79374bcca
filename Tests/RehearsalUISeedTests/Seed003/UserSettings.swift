// Seed 003_286d4e532c8d873b.txt, lines 72–76, copied verbatim. The snippet has no import of its own.
import RehearsalUI

@Observable
class UserSettings {
    var theme: Theme = .light
    var fontSize: Double = 16.0
}

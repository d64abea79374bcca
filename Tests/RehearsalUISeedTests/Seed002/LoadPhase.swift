// Seed 002_d5709f3c5c236462.txt, lines 96–100, copied verbatim. The snippet has no import of its own.
import RehearsalUI

enum LoadPhase<Value> {
    case loading
    case loaded(Value)
    case failed(String)
}

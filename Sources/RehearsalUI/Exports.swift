// Code written for SwiftUI reaches Foundation and Observation through `import SwiftUI`; the dialect does
// the same, so such code compiles with only the import changed.
@_exported public import Foundation
@_exported public import Observation
// `UTType` is RehearsalUI's and `UniformTypeIdentifiers`' alike (one type, from one module), so a file that
// imports both sees no ambiguity; code that reaches it through `import SwiftUI` alone compiles too.
@_exported public import RehearsalTypeIdentifiers

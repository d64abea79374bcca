// Code written for SwiftUI reaches Foundation and Observation through `import SwiftUI`; the dialect does
// the same, so such code compiles with only the import changed.
@_exported public import Foundation
@_exported public import Observation

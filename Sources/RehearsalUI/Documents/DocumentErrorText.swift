import Foundation

/// How document messages name an error a document's code threw: a Foundation `CocoaError` by its description
/// and code (`The file isn’t in the correct format. (CocoaError 259)`), any other error as Swift prints it.
package enum DocumentErrorText {
    package static func describe(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError {
            return "\(cocoa.localizedDescription) (CocoaError \(cocoa.code.rawValue))"
        }
        return "\(error)"
    }
}

import Foundation

// The standard types that CoreTransferable makes transferable, so that an app's `ProxyRepresentation` can
// travel as one of them and a `ShareLink` can take them.

extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(
            contentType: .plainText, exporting: { Data($0.utf8) }, importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension URL: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(
            contentType: .url, exporting: { Data($0.absoluteString.utf8) },
            importing: { data in
                guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
                    throw TransferError(message: "the data is not a URL")
                }
                return url
            })
    }
}

extension Data: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension AttributedString: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { String($0.characters) }, importing: { AttributedString($0) })
    }
}

/// Why an item could not be made from what was transferred.
struct TransferError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

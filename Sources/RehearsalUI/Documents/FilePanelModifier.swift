import Foundation

/// `fileImporter` and `fileExporter`: headless there is no file panel and no disk to pick from, so they are
/// accepted and printed with whether they are presented (`.fileImporter(isPresented: true,
/// allowedContentTypes: [.plainText])`); the completion handler is never called.
package struct FilePanelModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    let isPresented: Binding<Bool>
    /// The attribute for a presented value: `.fileExporter(isPresented: false, contentType: .json)`.
    let written: (Bool) -> String

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let presented = node.trackingReads { isPresented.wrappedValue }
        node.modifierAttributes = [written(presented)]
    }
}

extension View {
    /// Presents the system's file picker for one file of `allowedContentTypes`; headless, printed only.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        let types = RowInsertAction.typeList(allowedContentTypes)
        return modifier(
            FilePanelModifier(isPresented: isPresented) {
                ".fileImporter(isPresented: \($0), allowedContentTypes: \(types))"
            })
    }

    /// Presents the system's file picker for one or several files; headless, printed only.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View {
        let types = RowInsertAction.typeList(allowedContentTypes)
        return modifier(
            FilePanelModifier(isPresented: isPresented) {
                ".fileImporter(isPresented: \($0), allowedContentTypes: \(types), allowsMultipleSelection: "
                    + "\(allowsMultipleSelection))"
            })
    }

    /// Presents the system's dialog to export a value document as `contentType`; headless, printed only.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        exporter(isPresented, contentType: contentType, defaultFilename: defaultFilename)
    }

    /// Presents the system's dialog to export a reference document as `contentType`; headless, printed only.
    public func fileExporter<D: ReferenceFileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        exporter(isPresented, contentType: contentType, defaultFilename: defaultFilename)
    }

    /// Presents the system's dialog to export several value documents; headless, printed only.
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: FileDocument {
        exporter(isPresented, contentType: contentType, defaultFilename: nil)
    }

    private func exporter(_ isPresented: Binding<Bool>, contentType: UTType, defaultFilename: String?) -> some View {
        let name = defaultFilename.map { ", defaultFilename: \(ValueDescription.quoted($0))" } ?? ""
        return modifier(
            FilePanelModifier(isPresented: isPresented) {
                ".fileExporter(isPresented: \($0), contentType: \(contentType.written)\(name))"
            })
    }
}

/// An image, named by its asset or SF Symbol name.
public struct Image: Equatable, Sendable {
    package let name: String
    let isSymbol: Bool
    package let label: String?
    package let isDecorative: Bool

    public init(systemName: String) {
        name = systemName
        isSymbol = true
        label = nil
        isDecorative = false
    }

    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        isSymbol = false
        label = nil
        isDecorative = false
    }

    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.name = name
        isSymbol = false
        self.label = label.plainText
        isDecorative = false
    }

    public init(decorative name: String, bundle: Bundle? = nil) {
        self.name = name
        isSymbol = false
        label = nil
        isDecorative = true
    }

    /// Image-returning modifiers, printed as attributes.
    package var modifiers: [String] = []

    /// Marks the image as resizable; kept as an attribute.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        adding(".resizable")
    }

    /// Sets how a symbol renders; kept as an attribute.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        adding(".symbolRenderingMode(\(mode.map { "\($0)" } ?? "nil"))")
    }

    /// Sets how the image is rendered; kept as an attribute.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        adding(".renderingMode(\(mode.map { "\($0)" } ?? "nil"))")
    }

    func adding(_ modifier: String) -> Image {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }

    /// How a resizable image fills its space.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// Whether an image renders as a template.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// The scale of a symbol image.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }
}

/// How a symbol image is colored.
public struct SymbolRenderingMode: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    public static let monochrome = SymbolRenderingMode(description: ".monochrome")
    public static let hierarchical = SymbolRenderingMode(description: ".hierarchical")
    public static let multicolor = SymbolRenderingMode(description: ".multicolor")
    public static let palette = SymbolRenderingMode(description: ".palette")
}

extension Image: View {
    public typealias Body = Never
}

extension Image: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        var element = Element(
            "Image", isSymbol ? "systemName: \(ValueDescription.quoted(name))" : ValueDescription.quoted(name))
        element.attributes = modifiers
        // VoiceOver reads an image by its label, else by its name; a decorative image is skipped.
        var accessibility = AccessibilityInfo(role: "image", label: label ?? name)
        accessibility.isHidden = isDecorative
        element.accessibility = accessibility
        node.element = element
    }
}

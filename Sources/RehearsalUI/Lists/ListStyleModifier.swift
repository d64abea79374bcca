/// `.listStyle(_:)` with a system style: printed like the call, and telling the lists below their style.
///
/// Grouped and inset-grouped lists show section headers in capitals (iOS displays and exposes them so),
/// unless `.textCase(nil)` says otherwise; the header's texts read that way in the accessibility tree.
package struct ListStyleModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    let style: _BuiltInListStyle

    /// Whether lists of this style show their section headers in capitals.
    var capitalizesHeaders: Bool {
        style.description == _BuiltInListStyle.grouped.description
            || style.description == _BuiltInListStyle.insetGrouped.description
    }

    package func modifyEnvironment(_ environment: inout EnvironmentValues, node: GraphNode) {
        let capitalizes = capitalizesHeaders
        guard environment.listCapitalizesHeaders != capitalizes else { return }
        node.cachedEnvironment(&environment, value: capitalizes) { $0.listCapitalizesHeaders = capitalizes }
    }

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".listStyle(\(style))"]
    }
}

extension EnvironmentValues {
    /// Whether the lists below show section headers in capitals (grouped and inset-grouped styles).
    package var listCapitalizesHeaders: Bool {
        get { self[ListCapitalizesHeadersKey.self] }
        set { self[ListCapitalizesHeadersKey.self] = newValue }
    }
}

/// The key that stores `EnvironmentValues.listCapitalizesHeaders`.
struct ListCapitalizesHeadersKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

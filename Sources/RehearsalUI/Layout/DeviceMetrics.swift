/// The fixed size and safe area of the device a preview runs on, so code that reads a `GeometryProxy` gets
/// the same numbers every run (the table is in `Documentation/Devices.md`).
package struct DeviceMetrics: Equatable, Sendable {
    /// The device's name, as `PreviewDevice` spells it: `iPhone 15`.
    package var name: String
    /// The one-word name a `trait device=...` takes: `iPhone15`, `iPhoneSE`.
    package var shortName: String
    /// The screen's size in points, in portrait.
    package var width: CGFloat
    package var height: CGFloat
    /// The safe area's insets in portrait: the status bar or notch above, the home indicator below.
    package var top: CGFloat
    package var bottom: CGFloat
    /// The insets on each side in landscape (the notch's side and the other); the top is 0 there.
    package var landscapeSide: CGFloat
    package var landscapeBottom: CGFloat

    /// The devices a `device` trait or `.previewDevice` names, phones first.
    package static let all: [DeviceMetrics] = [
        DeviceMetrics(
            name: "iPhone 15", shortName: "iPhone15", width: 393, height: 852, top: 59, bottom: 34, landscapeSide: 59,
            landscapeBottom: 21),
        DeviceMetrics(
            name: "iPhone 15 Pro", shortName: "iPhone15Pro", width: 393, height: 852, top: 59, bottom: 34,
            landscapeSide: 59,
            landscapeBottom: 21),
        DeviceMetrics(
            name: "iPhone 15 Pro Max", shortName: "iPhone15ProMax", width: 430, height: 932, top: 59, bottom: 34,
            landscapeSide: 59,
            landscapeBottom: 21),
        DeviceMetrics(
            name: "iPhone 16 Pro", shortName: "iPhone16Pro", width: 402, height: 874, top: 62, bottom: 34,
            landscapeSide: 62,
            landscapeBottom: 21),
        DeviceMetrics(
            name: "iPhone SE (3rd generation)", shortName: "iPhoneSE", width: 375, height: 667, top: 20, bottom: 0,
            landscapeSide: 0,
            landscapeBottom: 0),
        DeviceMetrics(
            name: "iPad (10th generation)", shortName: "iPad", width: 820, height: 1180, top: 24, bottom: 20,
            landscapeSide: 0,
            landscapeBottom: 20),
        DeviceMetrics(
            name: "iPad Pro 13-inch (M4)", shortName: "iPadPro13", width: 1032, height: 1376, top: 24, bottom: 20,
            landscapeSide: 0,
            landscapeBottom: 20),
    ]

    /// The default device: an iPhone 15.
    package static let standard = all[0]

    /// The device whose name matches, ignoring case, spaces and punctuation (`iphone15`, `iPhone-SE`).
    package static func named(_ name: String) -> DeviceMetrics? {
        let key = simplified(name)
        return all.first { simplified($0.name) == key || simplified($0.shortName) == key }
    }

    /// The spellings `named(_:)` accepts most simply, for error messages and completion: `iPhone15`.
    package static var shortNames: [String] { all.map(\.shortName) }

    private static func simplified(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The screen's size held as `landscape` says.
    package func size(landscape: Bool) -> CGSize {
        landscape ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
    }

    /// The safe area's insets held as `landscape` says.
    package func safeAreaInsets(landscape: Bool) -> EdgeInsets {
        landscape
            ? EdgeInsets(top: 0, leading: landscapeSide, bottom: landscapeBottom, trailing: landscapeSide)
            : EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0)
    }
}

/// Where a view is laid out, as far as Rehearsal knows it without layout: the device's screen, its safe area,
/// and the container a `.frame(width:height:)` gives.
package struct ContainerGeometry: Equatable, Sendable {
    /// The container's size: the safe area of the screen, or the nearest fixed frame above.
    package var size: CGSize
    /// The container's top-leading corner in the screen's (global) coordinates.
    package var origin: CGPoint
    package var safeAreaInsets: EdgeInsets

    /// The safe area of `device` held as `landscape` says: the container of a screen's root view.
    package init(device: DeviceMetrics, landscape: Bool) {
        let screen = device.size(landscape: landscape)
        let insets = device.safeAreaInsets(landscape: landscape)
        size = CGSize(
            width: screen.width - insets.leading - insets.trailing, height: screen.height - insets.top - insets.bottom)
        origin = CGPoint(x: insets.leading, y: insets.top)
        safeAreaInsets = insets
    }

    /// Fixes the container's size in the dimensions given, as a `.frame(width:height:)` does; a fixed frame
    /// has no safe area of its own.
    package mutating func fix(width: CGFloat?, height: CGFloat?) {
        guard width != nil || height != nil else { return }
        size = CGSize(width: width ?? size.width, height: height ?? size.height)
        safeAreaInsets = EdgeInsets()
    }

    /// The container of a preview laid out at a fixed size (`.fixedLayout(width:height:)`): no safe area.
    package init(width: CGFloat, height: CGFloat) {
        size = CGSize(width: width, height: height)
        origin = .zero
        safeAreaInsets = EdgeInsets()
    }
}

extension EnvironmentValues {
    /// The geometry a `GeometryReader` reports: the device's safe area until a fixed frame changes it.
    package var containerGeometry: ContainerGeometry {
        get { self[ContainerGeometryKey.self] }
        set { self[ContainerGeometryKey.self] = newValue }
    }
}

/// The key that stores `EnvironmentValues.containerGeometry`.
struct ContainerGeometryKey: EnvironmentKey {
    static var defaultValue: ContainerGeometry { ContainerGeometry(device: .standard, landscape: false) }
}

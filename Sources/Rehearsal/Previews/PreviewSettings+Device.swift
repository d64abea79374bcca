import RehearsalUI

extension PreviewSettings {
    /// Runs the preview on the device a `PreviewProvider` view names with `.previewDevice(...)`, when the
    /// name is one of `Documentation/Devices.md`; returns a warning for a name Rehearsal does not know.
    public mutating func applyPreviewDevice(_ name: String?) -> String? {
        guard let name else { return nil }
        guard DeviceMetrics.named(name) != nil else {
            return "warning: .previewDevice(\"\(name)\") names no device Rehearsal knows, so the preview runs on "
                + "an \(DeviceMetrics.standard.name). To fix, use one of "
                + DeviceMetrics.all.map { "\"\($0.name)\"" }.joined(separator: ", ") + "."
        }
        try? set("device=\(name)")
        return nil
    }
}

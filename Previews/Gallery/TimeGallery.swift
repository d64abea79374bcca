import RehearsalUI

/// Views driven by time and by loading: timelines tick on virtual time (`advance 1m`), a canvas's renderer
/// runs, and remote images load through the preview's `AsyncImageLoader`.
struct TimeGallery: View {
    var body: some View {
        VStack {
            TimelineView(.everyMinute) { context in
                Text("Minute \(Calendar.utc.component(.minute, from: context.date))")
            }
            TimelineView(.periodic(from: VirtualStart.date, by: 10)) { context in
                Text("Tick \(Int(context.date.timeIntervalSince(VirtualStart.date) / 10))")
            }
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: 4)), with: .color(.blue))
                context.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red), lineWidth: 2)
            }
            .frame(height: 44)
        }
    }
}

/// Three remote images, each initialiser once.
struct RemoteImages: View {
    var body: some View {
        VStack {
            AsyncImage(url: URL(string: "https://example.com/cover.jpg"))
            AsyncImage(url: URL(string: "https://example.com/avatar.png")) { image in
                image.resizable()
            } placeholder: {
                ProgressView()
            }
            AsyncImage(url: URL(string: "https://example.com/banner.png")) { phase in
                if let image = phase.image {
                    image
                } else if phase.error != nil {
                    Text("Could not load the banner")
                } else {
                    ProgressView("Loading banner")
                }
            }
        }
    }
}

extension Calendar {
    /// A Gregorian calendar in UTC, so printed components never depend on the machine's zone.
    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
}

/// The moment virtual time starts at (2026-01-01 09:00:00 UTC).
enum VirtualStart {
    static let date = Date(timeIntervalSince1970: 1_767_258_000)
}

#Preview("Timeline") {
    TimeGallery()
}

#Preview("Images load") {
    RemoteImages()
}

#Preview("Images fail") {
    RemoteImages()
        .environment(
            \.asyncImageLoader,
            AsyncImageLoader(delay: .seconds(2)) { url in
                url.lastPathComponent == "cover.jpg" ? .image(named: "cover.jpg") : .failure("offline")
            })
}

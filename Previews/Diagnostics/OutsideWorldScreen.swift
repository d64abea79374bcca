import Foundation
import RehearsalUI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Buttons that start work on the outside world, which virtual time does not drive: `tasks` lists what still
/// waits, and `settle` says it cannot settle it.
///
/// The main queue is never drained in a session, the thread waits for a signal nobody sends, the Foundation
/// timer sits on a run loop nobody runs, and the request goes to a local port that accepts and never answers
/// (`SilentServer`), so each stays pending for as long as the session lives, on every run alike.
struct OutsideWorldScreen: View {
    @State private var sent = 0
    @State private var timers = TimerHolder()

    var body: some View {
        VStack {
            Text("Sent: \(sent)")
            Button("Main queue") {
                sent += 1
                DispatchQueue.main.async {}
            }
            Button("Thread") {
                sent += 1
                let never = DispatchSemaphore(value: 0)
                Thread { never.wait() }.start()
            }
            Button("Start timer") {
                sent += 1
                timers.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
            }
            Button("Stop timer") {
                timers.timer?.invalidate()
                timers.timer = nil
            }
            Button("Load") {
                sent += 1
                Task {
                    _ = try? await URLSession.shared.data(from: SilentServer.url)
                }
            }
        }
    }
}

/// Where the screen keeps its Foundation timer: a plain reference, so the view does not observe it.
final class TimerHolder {
    var timer: Timer?
}

/// A local TCP port that accepts connections and never answers, like a server that hangs.
enum SilentServer {
    /// `http://127.0.0.1:PORT/`, the port chosen by the system when first asked.
    static let url: URL = {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(descriptor, raw, length) == 0 && listen(descriptor, 16) == 0
                    && getsockname(descriptor, raw, &length) == 0
            }
        }
        // Without a socket the request fails at once instead of hanging; the screen still sends it.
        let port = listening ? UInt16(bigEndian: address.sin_port) : 9
        return URL(string: "http://127.0.0.1:\(port)/") ?? URL(fileURLWithPath: "/")
    }()
}

#Preview("Outside world") {
    OutsideWorldScreen()
}

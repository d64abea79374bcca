/// "1 page", "320 pages".
public func pages(_ count: Int) -> String {
    count == 1 ? "1 page" : "\(count) pages"
}

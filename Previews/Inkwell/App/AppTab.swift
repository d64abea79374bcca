/// The tabs of Inkwell's root view.
enum AppTab: Hashable {
    case library, settings, search
}

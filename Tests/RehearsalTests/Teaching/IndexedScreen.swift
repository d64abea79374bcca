import RehearsalUI

/// One row's model: a name and a count a row's button bumps.
@Observable final class IndexedItem: Identifiable {
    let id: Int
    var name: String
    var count = 0

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// Everything the buttons of `IndexedRoot` change.
@Observable final class IndexedModel {
    var items: [IndexedItem] = (0..<4).map { IndexedItem(id: $0, name: "item \($0)") }
    var title = "Title"
    var showDetail = false
    var erased = false
    var nextID = 4
}

/// A screen with every kind of fact the teaching recorder keeps per node: an object made by `@State` and
/// injected, objects passed to rows, `@State` read and not read, reads of the injected object, two sheets
/// behind flags, an `AnyView` that changes type, a position-keyed `ForEach`, rows inserted, removed and moved.
struct IndexedRoot: View {
    @State private var model = IndexedModel()
    @State private var showA = false
    @State private var showB = false
    @State private var unread = 0

    var body: some View {
        VStack {
            Text(model.title)
            Button("Insert") {
                let item = IndexedItem(id: model.nextID, name: "new \(model.nextID)")
                model.items.insert(item, at: 1 % (model.items.count + 1))
                model.nextID += 1
            }
            Button("Remove") { if !model.items.isEmpty { model.items.removeFirst() } }
            Button("Swap") { if model.items.count > 1 { model.items.swapAt(0, model.items.count - 1) } }
            Button("Retitle") { model.title += "!" }
            Button("Detail") { model.showDetail.toggle() }
            Button("Erase") { model.erased.toggle() }
            Button("Unread") { unread += 1 }
            Button("Sheet A") { showA = true }
            Button("Sheet B") { showB = true }
            ForEach(model.items) { item in
                IndexedRow(item: item)
            }
            ForEach(0..<model.items.count, id: \.self) { position in
                Text(model.items[position].name)
            }
            if model.showDetail {
                IndexedDetail()
            }
            erasedContent
        }
        .environment(model)
        .sheet(isPresented: $showA) { Button("Close A") { showA = false } }
        .sheet(isPresented: $showB) { Button("Close B") { showB = false } }
    }

    private var erasedContent: AnyView {
        model.erased ? AnyView(Text("erased")) : AnyView(Label("label", systemImage: "star"))
    }
}

/// A row that holds its item, counts its taps, and bumps its item's count.
struct IndexedRow: View {
    let item: IndexedItem
    @State private var taps = 0

    var body: some View {
        HStack {
            Text("\(item.name) \(taps) \(item.count)")
            Button("Tap \(item.id)") { taps += 1 }
            Button("Bump \(item.id)") { item.count += 1 }
        }
    }
}

/// Reads the injected model: its title only while it is not erased, so the readers of the title change while the
/// view stays (and holds the same object).
struct IndexedDetail: View {
    @Environment(IndexedModel.self) private var model

    var body: some View {
        Text(model.erased ? "\(model.items.count) items" : "\(model.items.count) items, \(model.title)")
    }
}

#Preview("Screen") {
    IndexedRoot()
}

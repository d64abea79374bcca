import RehearsalUI

/// The step-cost workload with rows that come and go: the rows of ``RowsScreen``, below two buttons that insert a
/// row at the top and remove the top row.
///
/// The benchmark opens it at 100,000 rows and inserts and removes rows through the shell: such a step should cost
/// what changed (one row), not the length of the list.
struct EditableRowsScreen: View {
    @State private var rows: [Int]
    @State private var next: Int

    init(count: Int) {
        _rows = State(initialValue: Array(0..<count))
        _next = State(initialValue: count)
    }

    var body: some View {
        VStack {
            HStack {
                Button("Insert") {
                    rows.insert(next, at: 0)
                    next += 1
                }
                Button("Remove") {
                    if !rows.isEmpty { rows.removeFirst() }
                }
            }
            ScrollView {
                VStack {
                    ForEach(rows, id: \.self) { index in
                        CountedRow(index: index)
                    }
                }
            }
        }
    }
}

#Preview("40 rows") {
    EditableRowsScreen(count: 40)
}

#Preview("100000 rows") {
    EditableRowsScreen(count: 100_000)
}

import Foundation
import Testing

@testable import RehearsalUI

/// The `AccessibleTaskRow` of seed 000: one combined element with its own label, hint, selected trait and
/// default action.
enum AccessibleTasks {
    struct TaskItem: Identifiable, Hashable {
        let id: String
        var title: String
        var isCompleted: Bool
        var dueDate: Date?
        var isOverdue: Bool { dueDate.map { $0 < VirtualNow.date } ?? false }
    }

    struct AccessibleTaskRow: View {
        let task: TaskItem
        let onToggle: () -> Void

        var body: some View {
            HStack {
                Image(systemName: task.isCompleted ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(task.isCompleted ? .green : .secondary)
                    .imageScale(.large)
                VStack(alignment: .leading) {
                    Text(task.title).strikethrough(task.isCompleted)
                    if let dueDate = task.dueDate {
                        Text(dueDate, style: .relative)
                            .font(.caption)
                            .foregroundStyle(task.isOverdue ? .red : .secondary)
                    }
                }
            }
            .accessibilityElement(children: .combine)
            .accessibilityLabel("\(task.title), \(task.isCompleted ? "completed" : "pending")")
            .accessibilityHint("Double tap to toggle completion")
            .accessibilityAddTraits(task.isCompleted ? .isSelected : [])
            .accessibilityAction { onToggle() }
            .contentShape(Rectangle())
            .onTapGesture { onToggle() }
        }
    }

    struct Checklist: View {
        @State private var tasks = [
            TaskItem(id: "1", title: "Buy groceries", isCompleted: false, dueDate: VirtualNow.start + 7_200),
            TaskItem(id: "2", title: "Walk the dog", isCompleted: true),
        ]

        var body: some View {
            List {
                ForEach(tasks) { task in
                    AccessibleTaskRow(task: task) {
                        if let index = tasks.firstIndex(where: { $0.id == task.id }) {
                            tasks[index].isCompleted.toggle()
                        }
                    }
                }
            }
        }
    }
}

@MainActor @Suite struct AccessibleTaskRowTests {
    @Test("Each row is one element: its label, its hint, and the selected trait when completed") func combined() {
        let screen = DrivenScreen(AccessibleTasks.Checklist())
        #expect(
            screen.ax == """
                list
                  staticText "Buy groceries, pending" hint="Double tap to toggle completion"
                  staticText "Walk the dog, completed" hint="Double tap to toggle completion" [isSelected]
                """)
    }

    @Test("Activating the row runs its accessibility action, which toggles the task") func defaultAction() throws {
        let screen = DrivenScreen(AccessibleTasks.Checklist())
        try screen.interactor.tap(screen.target("\"Buy groceries, pending\""))
        #expect(
            screen.ax == """
                list
                  staticText "Buy groceries, completed" hint="Double tap to toggle completion" [isSelected]
                  staticText "Walk the dog, completed" hint="Double tap to toggle completion" [isSelected]
                """)
    }

    @Test("The texts inside the row are merged into it, and a target that names one says so") func mergedChildren() {
        let screen = DrivenScreen(AccessibleTasks.Checklist())
        #expect(
            screen.failure { try screen.interactor.tap(screen.target("staticText \"Buy groceries\"")) } == """
                unreachable: expected staticText "Buy groceries" (in AccessibleTaskRow) on screen to tap, but it cannot \
                be reached: it is part of the element that AccessibleTaskRow combines with \
                .accessibilityElement(children: .combine). To fix, target the combined element instead (see `ax`), then \
                try again.
                """)
    }

    @Test("Without its own label, a combined element joins its children's texts") func combinedLabel() {
        let screen = DrivenScreen(
            HStack {
                Image(systemName: "circle")
                Text("Buy groceries")
                Text("in 2 hours")
            }
            .accessibilityElement(children: .combine))
        #expect(screen.ax == "staticText \"Buy groceries, in 2 hours\"")
    }
}

import RehearsalUI

/// A task as one accessible element: its title, state and due date read together, toggled by a tap.
struct AccessibleTaskRow: View {
    let task: TaskItem
    let isOverdue: Bool
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Image(systemName: task.isCompleted ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(task.isCompleted ? .green : .secondary)
                .imageScale(.large)
            VStack(alignment: .leading) {
                Text(task.title)
                    .strikethrough(task.isCompleted)
                if let dueDate = task.dueDate {
                    Text(dueDate, style: .relative)
                        .font(.caption)
                        .foregroundStyle(isOverdue ? .red : .secondary)
                }
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel("\(task.title), \(task.isCompleted ? "completed" : isOverdue ? "overdue" : "pending")")
        .accessibilityHint("Double tap to toggle completion")
        .accessibilityAddTraits(task.isCompleted ? [.isButton, .isSelected] : .isButton)
        .accessibilityAction { onToggle() }
        .accessibilityAction(named: task.isCompleted ? "Mark as pending" : "Mark as completed") { onToggle() }
        .contentShape(Rectangle())
        .onTapGesture { onToggle() }
    }
}

#Preview("Pending") {
    List {
        AccessibleTaskRow(task: TaskItem.samples[1], isOverdue: false, onToggle: {})
    }
}

#Preview("Overdue") {
    List {
        AccessibleTaskRow(task: TaskItem.samples[0], isOverdue: true, onToggle: {})
    }
}

#Preview("Completed") {
    List {
        AccessibleTaskRow(task: TaskItem.samples[5], isOverdue: false, onToggle: {})
    }
}

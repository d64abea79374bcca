// Seed 000_23ab5d4c89955339.txt, lines 326–352, copied verbatim. The snippet has no import of its own.
import RehearsalUI

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

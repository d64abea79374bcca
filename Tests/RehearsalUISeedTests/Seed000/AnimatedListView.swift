// Seed 000_23ab5d4c89955339.txt, lines 203–234, copied verbatim. The snippet has no import of its own.
import RehearsalUI

struct AnimatedListView: View {
    @Namespace private var animation
    @State private var selectedTask: TaskItem?
    let tasks: [TaskItem]

    var body: some View {
        ZStack {
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(tasks) { task in
                        if selectedTask?.id != task.id {
                            TaskCardView(task: task)
                                .matchedGeometryEffect(id: task.id, in: animation)
                                .onTapGesture {
                                    withAnimation(.spring(duration: 0.4, bounce: 0.2)) {
                                        selectedTask = task
                                    }
                                }
                        }
                    }
                }.padding()
            }
            if let task = selectedTask {
                TaskExpandedView(task: task) {
                    withAnimation(.spring(duration: 0.4, bounce: 0.2)) { selectedTask = nil }
                }
                .matchedGeometryEffect(id: task.id, in: animation)
                .transition(.opacity)
            }
        }
    }
}

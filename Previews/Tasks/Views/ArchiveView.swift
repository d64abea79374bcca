import RehearsalUI

/// Completed tasks from the archive, a page at a time: the next page loads as the last rows appear.
struct ArchiveView: View {
    @Environment(PaginatedStore<TaskItem>.self) private var archive

    var body: some View {
        List {
            ForEach(archive.items) { task in
                VStack(alignment: .leading) {
                    Text(task.title)
                    if let dueDate = task.dueDate {
                        Text(dueDate, style: .date)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                .accessibilityElement(children: .combine)
                .accessibilityIdentifier(task.id)
                .task { await archive.itemAppeared(task) }
            }
            if !archive.items.isEmpty {
                footer
            }
        }
        .overlay {
            if archive.items.isEmpty {
                emptyContent
            }
        }
        .navigationTitle("Archive")
        .task { await archive.loadFirstPage() }
        .refreshable { await archive.reload() }
    }

    /// The last row: a spinner while the next page loads, or a retry button when it failed.
    @ViewBuilder private var footer: some View {
        if archive.isLoading {
            ProgressView("Loading more...")
        } else if archive.errorMessage != nil {
            Button("Load More") {
                Task { await archive.loadNextPage() }
            }
            .accessibilityHint("Tries again to load older tasks")
            .accessibilityIdentifier("loadMoreButton")
        }
    }

    /// What the list shows before its first page: loading, a failure, or nothing archived.
    @ViewBuilder private var emptyContent: some View {
        if let message = archive.errorMessage {
            ContentUnavailableView {
                Label("Couldn't load the archive", systemImage: "wifi.exclamationmark")
            } description: {
                Text(message)
            } actions: {
                Button("Try Again") {
                    Task { await archive.loadNextPage() }
                }
                .accessibilityIdentifier("tryAgainButton")
            }
        } else if archive.hasMore {
            ProgressView("Loading archive...")
        } else {
            ContentUnavailableView(
                "No Archived Tasks", systemImage: "archivebox",
                description: Text("Completed tasks move here after a week."))
        }
    }
}

#Preview("Loaded", traits: .modifier(SampleArchive())) {
    NavigationStack { ArchiveView() }
}

#Preview("Loading", traits: .modifier(SlowArchive())) {
    NavigationStack { ArchiveView() }
}

#Preview("Empty", traits: .modifier(EmptyArchive())) {
    NavigationStack { ArchiveView() }
}

#Preview("Request fails", traits: .modifier(FailingArchive())) {
    NavigationStack { ArchiveView() }
}

import Testing

@testable import RehearsalUI

@MainActor @Suite struct ScaledMetricTests {
    struct Avatar: View {
        @ScaledMetric private var size = 34.0
        @ScaledMetric(relativeTo: .caption) private var badge: Double = 17
        var body: some View { Text("\(Int(size)) \(Int(badge))") }
    }

    @Test("@ScaledMetric scales with the dynamicTypeSize, and a change re-evaluates its view") func scales() {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .large
        let mounted = MountedView(Avatar(), environment: environment)
        #expect(mounted.tree == "Avatar  @ScaledMetric size=34 badge=17\n  Text \"34 17\"")
        environment.dynamicTypeSize = .accessibility3
        mounted.graph.setRootEnvironment(environment, cause: "trait dynamicTypeSize=accessibility3")
        #expect(mounted.tree == "Avatar  @ScaledMetric size=80 badge=40\n  Text \"80 40\"")
    }
}

@MainActor @Suite struct PresentationModeTests {
    struct Editor: View {
        @Environment(\.presentationMode) private var presentationMode
        var body: some View {
            Button("Done") { presentationMode.wrappedValue.dismiss() }
            Text(presentationMode.wrappedValue.isPresented ? "presented" : "root")
        }
    }

    struct Host: View {
        @State private var editing = true
        var body: some View {
            Text(editing ? "editing" : "closed")
                .sheet(isPresented: $editing) { Editor() }
        }
    }

    @Test("presentationMode.wrappedValue.dismiss() closes the sheet that presents the view") func dismisses() throws {
        let mounted = MountedView(Host())
        #expect(mounted.element("staticText", "presented") != nil)
        try Interactor(graph: mounted.graph).tap(TargetQuery(role: "button", label: "Done"))
        #expect(
            AccessibilityTreeRenderer.render(AccessibilityTreeBuilder.snapshot(of: mounted.graph))
                == "staticText \"closed\"")
    }
}

/// Empty defaults, so an observer implements only the events it needs.
extension GraphObserver {
    package func stateMounted(node: GraphNode, property: String, initial: Any) {}
    package func diagnosticReported(_ diagnostic: GraphDiagnostic) {}
    package func appearActionWillRun(in node: GraphNode) {}
    package func appearActionDidRun(in node: GraphNode) {}
    package func viewTaskStarted(_ task: ViewTask, in node: GraphNode) {}
    package func interactionResolved(_ element: AccessibilityNode) {}
    package func interactionWillRun(_ origin: String) {}
    package func interactionDidRun(_ origin: String) {}
}

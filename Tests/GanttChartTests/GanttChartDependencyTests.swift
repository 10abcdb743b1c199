import GanttChart
import Testing
import TimelineCore

@Suite("GanttChartDependency")
struct GanttChartDependencyTests {
    @Test("a dependency is finish-to-start by default")
    func defaultType() {
        #expect(link(1, 1, 2).type == .fromFinishToStart)
        #expect(GanttChartDependency.DependencyType.allCases.count == 4)
    }

    @Test("a link from an item to itself is rejected")
    func selfLink() {
        #expect(throws: GanttChartValidationError.dependencyToItself(dependency: 4, item: 2)) { try link(4, 2, 2).validate() }
    }

    @Test("collection validation lists every problem in order")
    func allErrors() {
        var bad = item(2, row: 0, 8, 16)
        bad.completion = 3
        let errors = GanttChartValidation.errors(
            items: [item(1, row: 0, 8, 16), bad, item(1, row: 1, 8, 9), item(3, row: 0, 1, 2)],
            dependencies: [link(1, 1, 2), link(1, 2, 3), link(2, 2, 2), link(3, 1, 99), link(4, 1, 2), link(5, 2, 3), link(6, 3, 1)]
        )
        #expect(errors == [
            .invalidCompletion(item: 2, completion: 3),
            .duplicateItemID(1),
            .duplicateDependencyID(1),
            .dependencyToItself(dependency: 2, item: 2),
            .dependencyToMissingItem(dependency: 3, item: 99),
            .duplicateDependency(dependency: 4, existing: 1),
            .dependencyCycle(dependency: 6, cycle: [1, 2, 3, 1]),
        ])
    }
}

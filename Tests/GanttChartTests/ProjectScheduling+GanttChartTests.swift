import GanttChart
import ProjectScheduling
import Testing
import TimelineCore

@Suite("ProjectScheduling ↔ GanttChart conversions")
struct ProjectSchedulingGanttChartTests {
    @Test("item, task, dependency and link ids convert with the same integer both ways")
    func idsRoundTrip() {
        for raw in [0, 1, 42, -7, Int.max] {
            let item = GanttChartItem.ID(raw)
            #expect(item.taskID.rawValue == raw)
            #expect(item.taskID.itemID == item)
            let dependency = GanttChartDependency.ID(raw)
            #expect(dependency.linkID.rawValue == raw)
            #expect(dependency.linkID.dependencyID == dependency)
        }
    }

    @Test("every dependency type converts to the link type of the same name and back")
    func typesRoundTrip() {
        for type in GanttChartDependency.DependencyType.allCases {
            let linkType = ProjectLinkType(type)
            #expect(linkType.rawValue == type.rawValue)
            #expect(GanttChartDependency.DependencyType(linkType) == type)
        }
        #expect(ProjectLinkType.allCases.count == GanttChartDependency.DependencyType.allCases.count)
    }

    @Test("a plan from a manager carries item ids as task ids and dependency ids, types and lags on its links")
    func planFromManager() throws {
        let items = [item(1, row: 0, 8, 16), item(2, row: 1, 8, 16), item(3, row: 2, 8, 16)]
        let dependencies = [
            GanttChartDependency(id: 10, from: 1, to: 2, type: .fromStartToStart),
            GanttChartDependency(id: 11, from: 2, to: 3, type: .fromFinishToFinish),
        ]
        let manager = GanttChartItemManager(source: try GanttChartItemSource(items: items, dependencies: dependencies), schedule: Schedule.standard)
        let lags = GanttChartDependencyLagSet([10: .working(3_600)])
        let plan = ProjectPlan(manager: manager, lags: lags)
        #expect(plan.tasks.map(\.id.rawValue) == [1, 2, 3])
        #expect(plan.links.map(\.id) == [ProjectPlan.Link.ID(10), ProjectPlan.Link.ID(11)])
        #expect(plan.links.map(\.type) == [.fromStartToStart, .fromFinishToFinish])
        #expect(plan.links.map(\.lag) == [.working(3_600), .zero])
        #expect(plan.links.map(\.from) == [ProjectPlan.TaskID(1), ProjectPlan.TaskID(2)])
        let result = ProjectScheduler.schedule(plan)
        // Item 1 starts Mon 08:00 (its own SNET); 2 starts an hour later (SS + 1 h).
        #expect(result[GanttChartItem.ID(2).taskID]?.start == monday(9))
    }
}

import Foundation
import Interchange
import ProjectScheduling
import Testing
import TimelineCore

private let hour = 3_600.0
private func mar(_ day: Int, _ hour: Int = 0) -> Time { Time(year: 2025, month: 3, day: day, hour: hour) }

/// Mon 2025-03-03; standard calendar (Mon–Fri 08:00–16:00).
private let planText = """
    schedules:
      tueSat: {workingDays: [tue, wed, thu, fri, sat]}
    items:
      - {id: 1, label: Design, start: 2025-03-03T08:00:00, duration: 1d, effortDriven: true, priority: 700}
      - {id: 2, label: Build, start: 2025-03-03T08:00:00, duration: 1d, taskType: fixedDuration}
      - {id: 3, label: Pour, start: 2025-03-03T08:00:00, duration: 1d}
    resources:
      - {id: 1, name: Ann, rate: 50}
      - {id: 2, name: Bob, maxUnits: 200%, schedule: tueSat, holidays: [2025-03-04]}
      - {id: 3, name: Concrete, type: material, materialLabel: t, rate: 90}
    assignments:
      - {item: Design, resource: 1, units: 50%, work: 24h}
      - {item: Design, resource: 2, units: 0.5, work: 8h}
      - {item: 2, resource: 1, work: 40h}
      - {item: Pour, resource: 2}
      - {item: Pour, resource: 3, units: 12}
    """

@Suite("Project documents: resources and assignments")
struct TimelineDocumentResourceTests {
    @Test("resources, assignments and task options are read, with ids numbered in order")
    func reading() throws {
        let document = try TimelineDocument(parsing: planText, file: "plan.yaml")
        #expect(document.resources == [
            .init(id: 1, name: "Ann", rate: 50),
            .init(id: 2, name: "Bob", maxUnits: 2, schedule: "tueSat", holidays: [TimeRange(mar(4)..<mar(5))]),
            .init(id: 3, name: "Concrete", type: .material, rate: 90, materialLabel: "t"),
        ])
        #expect(document.assignments.map(\.id) == [1, 2, 3, 4, 5])
        #expect(document.assignments[0] == .init(id: 1, item: .label("Design"), resource: 1, units: 0.5, work: WorkingDuration(24, .hours)))
        #expect(document.items[0].effortDriven == true && document.items[0].priority == 700)
        #expect(document.items[1].taskType == .fixedDuration)
    }

    @Test("the plan schedules effort-driven durations on resource calendars")
    func scheduling() throws {
        let (_, resolved) = try TimelineDocument.readAndResolve(parsing: planText, file: "plan.yaml")
        let plan = resolved.projectPlan()
        #expect(plan.resources.map(\.id) == [1, 2, 3])
        #expect(plan.tasks.first { $0.id == 1 }?.priority == 700)
        let result = ProjectScheduler.schedule(plan)
        #expect(result.diagnostics.isEmpty)
        // Design: effort-driven, 24 h + 8 h over 1 unit = 32 h; Ann Mon–Thu, Bob (Tue–Sat, off Tue 4) Wed–Sat:
        // the task starts Mon 08:00 and finishes when Bob's 32 h end, Sat 8 16:00.
        #expect(result[1]?.start == mar(3, 8))
        #expect(result[1]?.finish == mar(8, 16))
        #expect(result.assignments(of: 1).map(\.work) == [16 * hour, 16 * hour])
        // Build: fixed duration, 1 day; Ann's 40 h stay as written.
        #expect(result[2]?.time == TimeRange(mar(3, 8)..<mar(3, 16)))
        #expect(result.assignments(of: 2).map(\.work) == [40 * hour])
        // Pour: Bob only (the material does not count): his first working time is Wed 08:00.
        #expect(result[3]?.time == TimeRange(mar(5, 8)..<mar(5, 16)))
        #expect(result.assignments(of: 3).map(\.work) == [8 * hour, 0])
    }

    @Test("JSON and YAML round trips keep resources, assignments and task options")
    func roundTrip() throws {
        let document = try TimelineDocument(parsing: planText, file: "plan.yaml")
        #expect(try TimelineDocument(parsing: document.yamlString(), file: "again.yaml") == document)
        #expect(try TimelineDocument(parsing: document.jsonString(), file: "again.json") == document)
    }

    @Test("an unknown resource on an assignment names the assignment, its item and the place")
    func unknownResource() {
        let error = onlyError("""
            items:
              - id: 1
                label: Design
                start: 2025-03-03T08:00:00
                duration: 1d
            resources:
              - {id: 1, name: Ann}
            assignments:
              - {item: Design, resource: 9}
            """)
        #expect(error?.description == "plan.yaml:9:30: error: assignment 1 (item \"Design\" id 1): there is no resource with id 9 (known: 1)")
    }

    @Test("bad resources and assignments are each reported where they are written")
    func badValues() {
        let found = errors("""
            items:
              - {id: 1, label: Top, start: 2025-03-03T08:00:00, type: summary}
              - {id: 2, label: Leaf, start: 2025-03-03T08:00:00, duration: 1d, parent: 1}
              - {id: 3, label: Odd, start: 2025-03-03T08:00:00, duration: 1d, priority: 1001}
            resources:
              - {id: 1, name: Ann, schedule: nightz}
              - {id: 1, name: Twin}
              - {id: 2, name: Zero, maxUnits: 0}
              - {id: 3, name: Odd, type: robot}
            assignments:
              - {item: Top, resource: 1}
              - {item: Nobody, resource: 1}
              - {item: 2, resource: 1, units: 50x}
              - {item: 2}
            """).map(\.description)
        #expect(found == [
            "plan.yaml:4:77: error: item \"Odd\" (id 3): priority 1001 is not in 0...1000",
            "plan.yaml:6:34: error: resource \"Ann\" (id 1): unknown schedule \"nightz\" (known: standard, fullWeek, fullDay, continuous)",
            "plan.yaml:7:10: error: resource \"Twin\" (id 1): the id 1 is already used by resource \"Ann\"",
            "plan.yaml:8:35: error: resource \"Zero\" (id 2): maxUnits 0 is not in (0, 1000] (1 = 100%)",
            "plan.yaml:9:30: error: resource \"Odd\" (id 3): unknown resource type \"robot\" (expected one of work, material, cost)",
            "plan.yaml:11:12: error: assignment 1 (item \"Top\" id 1): item 1 is a summary; assign resources to its subtasks",
            "plan.yaml:12:12: error: assignment 2 (item \"Nobody\"): there is no item labeled \"Nobody\"",
            "plan.yaml:13:35: error: assignment 3: invalid units \"50x\": expected a number (1 = 100%) or a percentage such as \"50%\"",
            "plan.yaml:14:5: error: assignment 4: missing \"resource\"",
        ])
    }

    @Test("resources survive the trip through Microsoft Project XML and back")
    func msProject() throws {
        let (document, resolved) = try TimelineDocument.readAndResolve(parsing: planText, file: "plan.yaml")
        let data = try MSProjectWriter.write(resolved.msProjectDocument(name: "Plan"))
        let back = try MSProjectReader.read(data: data, fileName: "plan.xml").document
        #expect(back.resources.map(\.name) == ["Ann", "Bob", "Concrete"])
        #expect(back.resources.map(\.kind) == [.work, .work, .material])
        #expect(back.resources.map(\.maxUnits) == [1, 2, 1])
        #expect(back.resources.map(\.standardRate) == [50, 0, 90])
        #expect(back.resources[1].calendarUID != nil && back.resources[0].calendarUID == nil)
        #expect(back.assignments.map(\.units) == [0.5, 0.5, 1, 1, 12])
        // Stated work as written; without it, duration × units (8 h for Pour); none for material.
        #expect(back.assignments.map(\.work) == [24 * hour, 8 * hour, 40 * hour, 8 * hour, nil])
        #expect(back.task(uid: 1)?.isEffortDriven == true && back.task(uid: 1)?.priority == 700)
        #expect(back.task(uid: 2)?.taskType == .fixedDuration)
        // The plan from the XML schedules like the document's.
        let fromXML = ProjectScheduler.schedule(try back.projectPlan())
        let fromDocument = ProjectScheduler.schedule(resolved.projectPlan())
        #expect(fromXML.tasks.map(\.time) == fromDocument.tasks.map(\.time))
        // And back to a document: the same resources and assignments (Bob's calendar becomes a schedule).
        let converted = try back.timelineDocument()
        #expect(converted.resources.map(\.name) == document.resources.map(\.name))
        #expect(converted.resources[1].schedule != nil)
        #expect(converted.assignments.map(\.resource) == document.assignments.map(\.resource))
        #expect(converted.assignments[0].work == WorkingDuration(24, .hours))
    }

    @Test("the example of the Interchange article reads and schedules as its comments say")
    func articleExample() throws {
        let (_, resolved) = try TimelineDocument.readAndResolve(parsing: """
            schedules:
              nights: {hours: "20:00-24:00"}
            items:
              - {id: 1, label: Survey, start: 2025-03-03T08:00:00, duration: 1d, effortDriven: true}
            resources:
              - {id: 1, name: Ann, rate: 50}                                   # work, 100 %
              - {id: 2, name: Crane, maxUnits: 200%, schedule: nights, holidays: [2025-03-07]}
              - {id: 3, name: Concrete, type: material, materialLabel: t}
            assignments:
              - {item: Survey, resource: 1, units: 50%, work: 24h}             # 48 working hours
              - {item: 1, resource: 3, units: 12}
            """, file: "article.yaml")
        let result = ProjectScheduler.schedule(resolved.projectPlan())
        #expect(result[1]?.time == TimeRange(mar(3, 8)..<mar(10, 16)))
        #expect(resolved.resources[1].maxUnits == 2)
    }
}

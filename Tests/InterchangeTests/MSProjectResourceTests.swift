import Foundation
import Interchange
import ProjectScheduling
import Testing
import TimelineCore

private let hour = 3_600.0

/// A plan as Microsoft Project writes one with resources: Standard (UID 1), a
/// resource calendar for Ann based on it (off Monday 3 March), Ann at 50 % on
/// task 1 with 8 h of work, the blank resource 0 and an unassigned assignment.
private func plan(resources: String = "", assignments: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <Project xmlns="http://schemas.microsoft.com/project">
      <StartDate>2025-03-03T08:00:00</StartDate>
      <CalendarUID>1</CalendarUID>
      <Calendars>
        <Calendar><UID>1</UID><Name>Standard</Name><IsBaseCalendar>1</IsBaseCalendar><BaseCalendarUID>-1</BaseCalendarUID></Calendar>
        <Calendar><UID>2</UID><Name>Ann</Name><IsBaseCalendar>0</IsBaseCalendar><BaseCalendarUID>1</BaseCalendarUID>
          <Exceptions><Exception><TimePeriod><FromDate>2025-03-03T00:00:00</FromDate><ToDate>2025-03-03T23:59:00</ToDate></TimePeriod>
            <DayWorking>0</DayWorking></Exception></Exceptions>
        </Calendar>
      </Calendars>
      <Tasks>
        <Task><UID>1</UID><ID>1</ID><Name>Survey</Name><Type>0</Type><OutlineLevel>1</OutlineLevel><Priority>600</Priority>
          <Start>2025-03-04T08:00:00</Start><Finish>2025-03-05T17:00:00</Finish><Duration>PT16H0M0S</Duration><EffortDriven>1</EffortDriven></Task>
        <Task><UID>2</UID><ID>2</ID><Name>Report</Name><OutlineLevel>1</OutlineLevel>
          <Start>2025-03-03T08:00:00</Start><Finish>2025-03-03T17:00:00</Finish><Duration>PT8H0M0S</Duration></Task>
      </Tasks>
      <Resources>
        <Resource><UID>0</UID><ID>0</ID><Type>1</Type></Resource>
        \(resources.isEmpty ? "<Resource><UID>1</UID><ID>1</ID><Name>Ann</Name><Type>1</Type><MaxUnits>1.00</MaxUnits><StandardRate>45.5</StandardRate><CalendarUID>2</CalendarUID></Resource>" : resources)
      </Resources>
      <Assignments>
        \(assignments.isEmpty ? "<Assignment><UID>7</UID><TaskUID>1</TaskUID><ResourceUID>1</ResourceUID><Units>0.5</Units><Work>PT8H0M0S</Work></Assignment>" : assignments)
        <Assignment><UID>8</UID><TaskUID>2</TaskUID><ResourceUID>-65535</ResourceUID><Units>1</Units></Assignment>
      </Assignments>
    </Project>
    """
}

@Suite("Microsoft Project XML: resources and assignments")
struct MSProjectResourceTests {
    @Test("resources, resource calendars and assignments are read; blank and unassigned ones are not")
    func reading() throws {
        let result = try MSProjectFixtures.read(xml: plan())
        let document = result.document
        #expect(result.warnings.isEmpty)
        #expect(document.resources == [MSProjectResource(uid: 1, id: 1, name: "Ann", kind: .work, maxUnits: 1, standardRate: 45.5, calendarUID: 2)])
        #expect(document.assignments == [MSProjectAssignment(uid: 7, taskUID: 1, resourceUID: 1, units: 0.5, work: 8 * hour)])
        #expect(document.task(uid: 1)?.taskType == .fixedUnits)
        #expect(document.task(uid: 1)?.isEffortDriven == true)
        #expect(document.task(uid: 1)?.priority == 600)
    }

    @Test("the plan works on Ann's calendar: 8 h at 50 % is 16 h from Tuesday")
    func scheduling() throws {
        let plan = try MSProjectFixtures.read(xml: plan()).document.projectPlan()
        #expect(plan.resources.count == 1 && plan.assignments.count == 1)
        let result = ProjectScheduler.schedule(plan)
        let survey = try #require(result[1])
        // The project starts Mon 08:00; Ann is off Monday: Tue 08:00 – Wed 17:00 on 08:00–12:00, 13:00–17:00.
        #expect(survey.start == Time(year: 2025, month: 3, day: 4, hour: 8))
        #expect(survey.finish == Time(year: 2025, month: 3, day: 5, hour: 17))
        #expect(result.assignments.map(\.work) == [8 * hour])
    }

    @Test("write → read keeps resources, assignments and the task fields")
    func roundTrip() throws {
        let document = try MSProjectFixtures.read(xml: plan()).document
        let again = try MSProjectReader.read(data: MSProjectWriter.write(document), fileName: "again.xml").document
        #expect(again == document)
    }

    @Test("an assignment to a missing resource or task names the element and its place")
    func missingReferences() {
        #expect(throws: MSProjectImportError.self) {
            try MSProjectFixtures.read(xml: plan(assignments: "<Assignment><UID>7</UID><TaskUID>1</TaskUID><ResourceUID>5</ResourceUID></Assignment>"))
        }
        do {
            _ = try MSProjectFixtures.read(xml: plan(assignments: "<Assignment><UID>7</UID><TaskUID>9</TaskUID><ResourceUID>1</ResourceUID></Assignment>"))
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("TaskUID"))
            #expect(error.description.contains("assignment UID 7"))
            #expect(error.description.contains("no task has this UID"))
            #expect(error.line == 23)
        }
        do {
            _ = try MSProjectFixtures.read(xml: plan(resources: "<Resource><UID>1</UID><Name>Ann</Name><CalendarUID>42</CalendarUID></Resource>"))
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("resource UID 1"))
            #expect(error.description.contains("no calendar has this UID"))
        }
        do {
            _ = try MSProjectFixtures.read(xml: plan(resources: "<Resource><UID>1</UID><Name>Ann</Name><MaxUnits>lots</MaxUnits></Resource>"))
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("MaxUnits"))
        }
    }
}

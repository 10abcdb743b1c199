import ProjectScheduling
import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore

private func time(_ text: String) -> Time { try! Time(iso8601: text) }

/// The dates of examples/office-fitout.yaml, computed by hand on its "office"
/// schedule (08:00–12:00, 13:00–17:00; Fri 18 and Mon 21 April 2025 off).
private let fitoutDates: [(id: Int, start: String, finish: String)] = [
    (2, "2025-04-07T08:00:00", "2025-04-08T17:00:00"),   // Survey, 2d from Mon 08:00
    (3, "2025-04-09T08:00:00", "2025-04-11T17:00:00"),   // Layout drawings, 3d after Survey
    (4, "2025-04-11T17:00:00", "2025-04-11T17:00:00"),   // milestone at its predecessor's finish
    (1, "2025-04-07T08:00:00", "2025-04-11T17:00:00"),   // Design spans 2–4
    (6, "2025-04-14T08:00:00", "2025-04-14T17:00:00"),   // Order furniture, next working minute
    (7, "2025-04-15T08:00:00", "2025-04-16T17:00:00"),   // lag 1d: Fri 17:00 + 8 h = Mon 17:00 → Tue
    (8, "2025-04-16T08:00:00", "2025-04-22T17:00:00"),   // SS + 50 % of 16 h: Tue 17:00 → Wed; 3d skips Fri 18 and Mon 21
    (9, "2025-04-23T13:00:00", "2025-04-23T17:00:00"),   // SNET Wed 13:00 beats the link (Tue 08:00)
    (10, "2025-04-22T13:00:00", "2025-04-24T12:00:00"),  // lead 4 h: Tue 17:00 − 4 h; 16 h to Thu 12:00
    (5, "2025-04-14T08:00:00", "2025-04-24T12:00:00"),   // Build-out spans 6–10
    (11, "2025-04-25T12:00:00", "2025-04-25T12:00:00"),  // 1 elapsed day after Thu 12:00
]

@Suite("Documents: hierarchy, lags and constraints")
struct TimelineDocumentSchedulingTests {
    @Test("lags read with sign, unit and elapsed or percent forms, and write back the same")
    func lagParsing() throws {
        let cases: [(String, Double, TimelineDocument.Lag.Unit)] = [
            ("2d", 2, .days), ("-4h", -4, .hours), ("3ed", 3, .elapsedDays), ("50%", 50, .percent),
            ("+1.5w", 1.5, .weeks), ("-30em", -30, .elapsedMinutes), ("90m", 90, .minutes), ("2 eh", 2, .elapsedHours), ("1ew", 1, .elapsedWeeks),
        ]
        for (text, value, unit) in cases {
            let lag = try #require(TimelineDocument.Lag(parsing: text), "\(text)")
            #expect(lag == TimelineDocument.Lag(value, unit), "\(text)")
            #expect(TimelineDocument.Lag(parsing: lag.description) == lag)
        }
        for bad in ["2", "d", "2 days", "--2d", "2x", "", "1e5d%"] { #expect(TimelineDocument.Lag(parsing: bad) == nil, "\(bad)") }
        for bad in ["2D", "2dd", "+d", "2e", "1234567890123456d", "99999999999999h", "+-2d", "2d;"] {
            #expect(TimelineDocument.Lag(parsing: bad) == nil, "\(bad)")
        }
        // Whole numbers take a path of their own: each reads as its decimal form does.
        for unit in TimelineDocument.Lag.Unit.allCases {
            for value in [0, 1, 7, 42, 365, 9_999, 123_456, 3_155_760_000, 100_000_000_000_000] {
                for sign in ["", "+", "-"] {
                    let whole = TimelineDocument.Lag(parsing: "\(sign)\(value)\(unit.rawValue)")
                    let decimal = TimelineDocument.Lag(parsing: "\(sign)\(value).0\(unit.rawValue)")
                    #expect(whole == decimal, "\(sign)\(value)\(unit.rawValue)")
                    #expect((whole != nil) == (Double(value) <= WorkingDuration.maximumSeconds), "\(sign)\(value)\(unit.rawValue)")
                }
            }
        }
        // On a schedule of 8-hour days and 40-hour weeks.
        let office = Schedule.standard
        #expect(TimelineDocument.Lag(2, .days).dependencyLag(on: office) == .working(16 * 3_600))
        #expect(TimelineDocument.Lag(-1, .weeks).dependencyLag(on: office) == .working(-40 * 3_600))
        #expect(TimelineDocument.Lag(3, .elapsedDays).dependencyLag(on: office) == .elapsed(72 * 3_600))
        #expect(TimelineDocument.Lag(50, .percent).dependencyLag(on: office) == .percent(50))
        #expect(TimelineDocument.Lag(.working(90 * 60)).description == "90m")
        #expect(TimelineDocument.Lag(.elapsed(-48 * 3_600)).description == "-48eh")
    }

    @Test("parent, constraint, deadline and lag are read, resolved and written back (JSON and YAML)")
    func readResolveWrite() throws {
        let text = """
            items:
              - {id: 1, label: Phase, type: summary, start: 2025-03-03}
              - {id: 2, label: A, parent: Phase, start: 2025-03-03T08:00, duration: 1d, constraint: ALAP}
              - {id: 3, label: B, parent: 1, start: 2025-03-04T08:00, duration: 1d, deadline: 2025-03-07T16:00,
                 constraint: {type: SNET, date: 2025-03-04T08:00}}
              - {id: 4, label: C, start: 2025-03-05T08:00, duration: 4h, constraint: {type: mustFinishOn, date: 2025-03-05T12:00}}
            dependencies:
              - {from: 2, to: 3, lag: -4h}
              - {from: 3, to: 4, type: SS, lag: 50%}
              - {from: 1, to: 4, lag: 1ed}
            """
        let (document, resolved) = try TimelineDocument.readAndResolve(parsing: text)
        #expect(document.items[1].parent == .label("Phase"))
        #expect(document.items[2].parent == .id(1))
        #expect(document.items[1].constraint == .asLateAsPossible)
        #expect(document.items[2].constraint == .startNoEarlierThan(time("2025-03-04T08:00")))
        #expect(document.items[2].deadline == time("2025-03-07T16:00"))
        #expect(document.items[3].constraint == .mustFinishOn(time("2025-03-05T12:00")))
        #expect(document.dependencies.map { $0.lag?.description } == ["-4h", "50%", "1ed"])
        // Resolved: the hierarchy, summaries spanning children, lags on the standard schedule, constraints.
        #expect(resolved.hierarchy.children(of: 1) == [2, 3])
        #expect(resolved.itemSource.item(withID: 1)?.time == TimeRange(time("2025-03-03T08:00")..<time("2025-03-04T16:00")))
        #expect(resolved.lags[1] == .working(-4 * 3_600))
        #expect(resolved.lags[2] == .percent(50))
        #expect(resolved.lags[3] == .elapsed(24 * 3_600))
        #expect(resolved.constraints[2] == .asLateAsPossible)
        #expect(resolved.constraints.deadlines[3] == time("2025-03-07T16:00"))
        // Written back and read again: the same document.
        let json = document.jsonString()
        #expect(json.contains("\"lag\": \"-4h\"") && json.contains("\"parent\": \"Phase\"") && json.contains("\"constraint\": \"asLateAsPossible\""))
        #expect(json.contains("\"deadline\": \"2025-03-07T16:00:00\""))
        #expect(try TimelineDocument(parsing: json) == document)
        #expect(try TimelineDocument(parsing: document.yamlString()) == document)
    }

    @Test("an item that is a parent becomes a summary; a summary may omit its finish")
    func parentsAreSummaries() throws {
        let resolved = try TimelineDocument(parsing: """
            items:
              - {id: 1, label: Phase, start: 2025-03-03, finish: 2025-03-04}
              - {id: 2, label: A, parent: 1, start: 2025-03-05T08:00, duration: 2d}
              - {id: 3, label: Empty, type: summary, start: 2025-03-03T08:00}
            """).resolve()
        let phase = try #require(resolved.itemSource.item(withID: 1))
        #expect(phase.type == .summary)
        #expect(phase.time == TimeRange(time("2025-03-05T08:00")..<time("2025-03-06T16:00")))
        #expect(resolved.itemSource.item(withID: 3)?.time == TimeRange(at: time("2025-03-03T08:00")))
    }

    @Test("the example plan schedules to the hand-computed dates")
    func examplePlan() throws {
        let (document, resolved) = try TimelineDocument.readAndResolve(contentsOf: example("office-fitout.yaml"))
        #expect(document.items.count == 11)
        let result = ProjectScheduler.schedule(resolved.projectPlan())
        for (id, start, finish) in fitoutDates {
            let task = try #require(result[ProjectPlan.TaskID(id)])
            #expect(task.start.normalized.iso8601 == start, "item \(id)")
            #expect(task.finish.normalized.iso8601 == finish, "item \(id)")
        }
        #expect(result.diagnostics.isEmpty)
        // The written dates are the scheduled ones, so the chart's items already carry them.
        for (id, start, finish) in fitoutDates {
            let item = try #require(resolved.itemSource.item(withID: GanttChartItem.ID(id)))
            #expect(item.start.normalized.iso8601 == start && item.finish.normalized.iso8601 == finish, "item \(id)")
        }
    }

    @Test("the YAML plan and its hand-written MSPDI twin schedule alike, also after converting MSPDI to a document")
    func sameAsMSPDI() throws {
        let yaml = ProjectScheduler.schedule(try TimelineDocument.readAndResolve(contentsOf: example("office-fitout.yaml")).resolved.projectPlan())
        let msProject = try MSProjectFixtures.read("office-fitout.xml").document
        let mspdi = ProjectScheduler.schedule(try msProject.projectPlan())
        #expect(yaml.tasks.count == mspdi.tasks.count)
        for task in mspdi.tasks {
            let other = try #require(yaml[task.id])
            #expect(other.start == task.start && other.finish == task.finish, "task \(task.id)")
            #expect(other.totalSlack == task.totalSlack && other.isCritical == task.isCritical, "task \(task.id)")
        }
        // MSPDI → document keeps the outline, the lags and the constraints.
        let converted = try msProject.timelineDocument()
        #expect(converted.items.first { $0.id == 3 }?.parent == .id(1))
        #expect(converted.items.first { $0.id == 9 }?.constraint == .startNoEarlierThan(time("2025-04-23T13:00")))
        #expect(converted.items.first { $0.id == 11 }?.deadline == time("2025-04-25T17:00"))
        #expect(converted.dependencies.compactMap { $0.lag?.description } == ["8h", "50%", "-4h", "24eh"])
        let again = ProjectScheduler.schedule(try converted.resolve().projectPlan())
        for (id, start, finish) in fitoutDates {
            let task = try #require(again[ProjectPlan.TaskID(id)])
            #expect(task.start.normalized.iso8601 == start && task.finish.normalized.iso8601 == finish, "item \(id)")
        }
    }

    @Test("manual: true keeps a linked item's dates when scheduled; it is written back and carried through MSPDI both ways")
    func manualItems() throws {
        let text = """
            version: 1
            items:
              - {id: 1, label: Design, start: 2025-03-03T08:00, duration: 2d}
              - {id: 2, label: Build, start: 2025-03-12T08:00, duration: 1d, manual: true}
              - {id: 3, label: Test, start: 2025-03-20T08:00, duration: 1d}
            dependencies:
              - {from: 1, to: 2}
              - {from: 2, to: 3}
            """
        let document = try TimelineDocument(parsing: text)
        #expect(document.items.map(\.manual) == [nil, true, nil])
        let resolved = try document.resolve()
        #expect(resolved.constraints.manuallyScheduled == [2])
        // Build keeps Wed 12 (Design ends Tue 4 16:00); Test, automatic, follows Build: Thu 13.
        let schedule = ProjectScheduler.schedule(resolved.projectPlan())
        #expect(schedule[ProjectPlan.TaskID(2)]?.start == time("2025-03-12T08:00"))
        #expect(schedule[ProjectPlan.TaskID(3)]?.start == time("2025-03-13T08:00"))
        let manager = resolved.makeItemManager()
        #expect(manager.item(withID: 2)?.start == time("2025-03-12T08:00") && manager.item(withID: 3)?.start == time("2025-03-13T08:00"))
        #expect(document.yamlString().contains("manual: true"))
        #expect(try TimelineDocument(parsing: document.jsonString()) == document)
        // MSPDI: <Manual>1</Manual> out and back.
        let mspdi = resolved.msProjectDocument(name: "Manual")
        #expect(mspdi.tasks.filter(\.isManual).map(\.uid) == [2])
        let back = try MSProjectReader.read(data: try MSProjectWriter.write(mspdi), fileName: "manual.xml").document.timelineDocument()
        #expect(back.items.first { $0.id == 2 }?.manual == true && back.items.first { $0.id == 3 }?.manual == nil)
    }

    @Test("the item manager of a document reschedules edits with the document's hierarchy and lags")
    func itemManager() throws {
        let manager = try TimelineDocument.readAndResolve(contentsOf: example("office-fitout.yaml")).resolved.makeItemManager()
        // Survey takes 3 days instead of 2: Layout drawings Thu 10 – Mon 14, and Design spans to Mon 17:00.
        try manager.updateDuration(for: 2, to: 24 * 3_600)
        #expect(manager.item(withID: 3)?.time == TimeRange(time("2025-04-10T08:00")..<time("2025-04-14T17:00")))
        #expect(manager.item(withID: 1)?.time == TimeRange(time("2025-04-07T08:00")..<time("2025-04-14T17:00")))
        // Demolition still waits a working day after the approval (Mon 17:00): Tue 15 17:00 → Wed 16.
        #expect(manager.item(withID: 7)?.start == time("2025-04-16T08:00"))
    }
}

/// Every position below is counted by hand (1-based lines and columns).
@Suite("Errors in hierarchy, lags and constraints")
struct TimelineDocumentSchedulingErrorTests {
    @Test("an unknown parent id or label names the place, with a suggestion")
    func unknownParent() throws {
        let byID = try #require(onlyError("""
            items:
              - id: 1
                label: A
                start: 2025-03-03
                finish: 2025-03-04
                parent: 9
            """))
        #expect(byID.description == "plan.yaml:6:13: error: item \"A\" (id 1): parent: there is no item with id 9")
        let byLabel = try #require(onlyError("""
            items:
              - {id: 1, label: Design, start: 2025-03-03, finish: 2025-03-04}
              - id: 2
                label: B
                start: 2025-03-03
                finish: 2025-03-04
                parent: Desing
            """))
        #expect(byLabel.description == "plan.yaml:7:13: error: item \"B\" (id 2): parent: there is no item labeled \"Desing\"; did you mean \"Design\"?")
    }

    @Test("parent cycles and self-parents are rejected")
    func parentCycles() throws {
        let cycle = try #require(onlyError("""
            items:
              - id: 1
                label: A
                start: 2025-03-03
                finish: 2025-03-04
                parent: 2
              - id: 2
                label: B
                start: 2025-03-03
                finish: 2025-03-04
                parent: 1
            """))
        #expect(cycle.description == "plan.yaml:6:13: error: item \"A\" (id 1): parent: the parents form the cycle 1 → 2 → 1")
        let own = try #require(onlyError("""
            items:
              - id: 1
                start: 2025-03-03
                finish: 2025-03-04
                parent: 1
            """))
        #expect(own.description == "plan.yaml:5:13: error: item (id 1): parent: an item cannot be its own parent")
        let milestone = try #require(onlyError("""
            items:
              - {id: 1, label: Gate, type: milestone, start: 2025-03-03}
              - id: 2
                start: 2025-03-03
                finish: 2025-03-04
                parent: Gate
            """))
        #expect(milestone.description == "plan.yaml:6:13: error: item (id 2): parent: item 1 is a milestone, which cannot have children")
    }

    @Test("a bad lag names the dependency and the forms allowed")
    func badLag() throws {
        let error = try #require(onlyError("""
            items:
              - {id: 1, start: 2025-03-03, finish: 2025-03-04}
              - {id: 2, start: 2025-03-04, finish: 2025-03-05}
            dependencies:
              - from: 1
                to: 2
                lag: 2 days
            """))
        #expect(error.line == 7 && error.column == 10)
        #expect(error.message.hasPrefix("dependency 1: invalid lag \"2 days\": expected a number with an optional sign and a unit"))
    }

    @Test("constraint types are checked with a suggestion; dates are required or refused")
    func badConstraints() throws {
        let typo = try #require(onlyError("""
            items:
              - id: 1
                start: 2025-03-03
                finish: 2025-03-04
                constraint: {type: startNoEarlierThen, date: 2025-03-05}
            """))
        #expect(typo.line == 5 && typo.column == 24)
        #expect(typo.message.hasPrefix("item (id 1): unknown constraint type \"startNoEarlierThen\"; did you mean \"startNoEarlierThan\"?"))
        let missingDate = try #require(onlyError("""
            items:
              - id: 1
                start: 2025-03-03
                finish: 2025-03-04
                constraint: SNET
            """))
        #expect(missingDate.description == "plan.yaml:5:17: error: item (id 1): the constraint startNoEarlierThan needs a date: write {type: startNoEarlierThan, date: …}")
        let extraDate = try #require(onlyError("""
            items:
              - id: 1
                start: 2025-03-03
                finish: 2025-03-04
                constraint: {type: ALAP, date: 2025-03-05}
            """))
        #expect(extraDate.description == "plan.yaml:5:36: error: item (id 1): the constraint asLateAsPossible takes no date")
        let badKey = try #require(onlyError("""
            items:
              - id: 1
                start: 2025-03-03
                finish: 2025-03-04
                constraint: {type: MSO, dat: 2025-03-05}
            """))
        #expect(badKey.line == 5 && badKey.message.contains("did you mean \"date\"?"))
    }
}

import ProjectScheduling
import ArgumentParser
import Foundation
import GanttChart
import Interchange
import TimelineCore

/// `timelinekit schedule FILE`: recomputes a plan and prints each task's dates,
/// slack and whether it is critical.
struct ScheduleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract: "Recompute a plan (MSPDI .xml, a TimelineKit .json/.yaml document, .csv or Mermaid .mmd) and print its dates.",
        discussion: """
            Formats:
              table  one line per task: UID, name, start, finish, total slack, critical (default)
              json   {"tasks":[{"uid":1,"name":"…","start":"2024-03-04T08:00:00","finish":"2024-03-05T17:00:00",
                      "totalSlackMinutes":0,"critical":true}, …]} — the file's own task UIDs, naive local date-times,
                      total slack in working minutes of the task's calendar; a stable contract for scripts.
                      With resources: every task gets "workMinutes" (its assignments' work), and
                      "assignments":[{"uid","task","resource","resourceName","units","workMinutes","start","finish"}]
                      and "overallocations":[{"resource","day","loadMinutes","capacityMinutes","tasks"}] follow.
                      With --level: every task gets "levelingDelayMinutes" (elapsed), the dates are the leveled
                      ones, and "leveling":{"delays":[{"uid","delayMinutes","exceedsSlack"}]} follows.
              mspdi  the plan as Microsoft Project XML with the recomputed dates (and leveling delays with --level)
            --level delays tasks so that no work resource is over-allocated on any day (Microsoft Project's
            standard order: priority, then slack, then id); the file itself is never changed.
            Diagnostics (constraint conflicts, missed deadlines, cycles) go to standard error.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json, mspdi
    }

    @Argument(help: "The plan: an MSPDI .xml file, a TimelineKit .json/.yaml document, a .csv or a Mermaid .mmd file.")
    var file: String

    @Option(name: .long, help: "Output format: table, json or mspdi.")
    var format: Format = .table

    @Flag(name: .long, help: "Print no warnings or diagnostics.")
    var quiet = false

    @Flag(name: .long, help: "Level resources: delay tasks until no work resource is over-allocated, and report the delays.")
    var level = false

    /// One scheduled task, in file order.
    struct Row {
        var uid: Int
        var name: String
        var schedule: ProjectScheduleResult.TaskSchedule
    }

    func run() throws {
        let plan = try PlanFile.load(file, quiet: quiet)
        let projectPlan: ProjectPlan
        var names: [Int: String] = [:]
        var order: [Int] = []
        switch plan {
        case let .msProject(document):
            do {
                projectPlan = try document.projectPlan()
            } catch {
                PlanFile.fail("\(file): \(error.description)")
            }
            for task in document.tasks where projectPlan.tasks.contains(where: { $0.id.rawValue == task.uid }) {
                names[task.uid] = task.name ?? ""
                order.append(task.uid)
            }
        case let .document(_, resolved):
            projectPlan = resolved.projectPlan()
            for item in resolved.itemSource.items.sorted(by: { ($0.row, $0.id) < ($1.row, $1.id) }) {
                names[item.id.rawValue] = item.label
                order.append(item.id.rawValue)
            }
        }
        var result = ProjectScheduler.schedule(projectPlan)
        var leveling: ProjectLevelingResult?
        if level {
            let leveled = ProjectLeveler.level(projectPlan)
            result = leveled.schedule
            leveling = leveled
        }
        let overallocations = leveling?.remainingOverallocations ?? (projectPlan.assignments.isEmpty ? [] : ProjectLeveler.overallocations(in: projectPlan, schedule: result))
        if !quiet {
            for diagnostic in result.diagnostics { PlanFile.standardError("\(file): \(diagnostic)") }
        }
        let rows = order.compactMap { uid in result[ProjectPlan.TaskID(uid)].map { Row(uid: uid, name: names[uid] ?? "", schedule: $0) } }
        // Scheduling may push dates past 9999-12-31, which no reader accepts.
        for row in rows where !row.schedule.start.isSupported || !row.schedule.finish.isSupported {
            let which = row.schedule.start.isSupported ? "finish \(row.schedule.finish)" : "start \(row.schedule.start)"
            PlanFile.fail("\(file): task UID \(row.uid) (\"\(row.name)\"): the scheduled \(which) is out of range: \(Time.supportedRangeDescription)")
        }
        switch format {
        case .table:
            print(Self.table(rows, leveling: leveling))
        case .json:
            print(Self.json(rows, plan: projectPlan, result: result, overallocations: overallocations, leveling: leveling))
        case .mspdi:
            var document: MSProjectDocument
            switch plan {
            case let .msProject(original):
                document = original.applying(result)
                if let leveling { document = document.applying(leveling) }
            case let .document(source, resolved):
                var items = resolved.itemSource.items
                for index in items.indices {
                    if let scheduled = result[items[index].id.taskID] { items[index].time = scheduled.time }
                }
                document = resolved.msProjectDocument(name: source.title ?? "Plan", items: items)
                if let leveling { document = document.applying(leveling) }
            }
            do {
                FileHandle.standardOutput.write(try MSProjectWriter.write(document))
            } catch {
                PlanFile.fail("\(file): \(error.description)")
            }
        }
    }

    /// Slack in working minutes, rounded.
    /// A number as JSON text: whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Whole minutes; values beyond any plan's reach (or not finite) clamp instead of trapping.
    static func minutes(_ seconds: Double) -> Int {
        let value = (seconds / 60).rounded()
        guard value.isFinite else { return 0 }
        return Int(exactly: value) ?? (value < 0 ? Int.min / 2 : Int.max / 2)
    }

    static func table(_ rows: [Row], leveling: ProjectLevelingResult? = nil) -> String {
        let nameWidth = min(40, max(4, rows.map(\.name.count).max() ?? 4))
        func pad(_ text: String, _ width: Int) -> String {
            let cut = text.count > width ? String(text.prefix(width - 1)) + "…" : text
            return cut + String(repeating: " ", count: max(0, width - cut.count))
        }
        var header = "\(pad("UID", 6)) \(pad("Name", nameWidth)) \(pad("Start", 19)) \(pad("Finish", 19)) \(pad("Slack (h)", 9)) Critical"
        if leveling != nil { header += " Delay (ed)" }
        var lines = [header]
        for row in rows {
            let slack = (row.schedule.totalSlack / 3_600 * 100).rounded() / 100
            let slackText = slack == slack.rounded() ? String(Int(slack)) : String(slack)
            var line = "\(pad(String(row.uid), 6)) \(pad(row.name, nameWidth)) \(row.schedule.start.iso8601) \(row.schedule.finish.iso8601) \(pad(slackText, 9)) \(pad(row.schedule.isCritical ? "yes" : "no", 8))"
            if let leveling {
                // Elapsed days, to two decimals.
                line += " " + number((leveling.delay(of: row.schedule.id) / 864).rounded() / 100)
            }
            lines.append(leveling == nil ? String(line.reversed().drop { $0 == " " }.reversed()) : line)
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ rows: [Row], plan: ProjectPlan, result: ProjectScheduleResult, overallocations: [ProjectOverallocation],
                     leveling: ProjectLevelingResult?) -> String {
        let hasResources = !plan.resources.isEmpty || !plan.assignments.isEmpty
        var work: [ProjectPlan.TaskID: Double] = [:]
        for assignment in result.assignments { work[assignment.task, default: 0] += assignment.work }
        let tasks = rows.map { row in
            var text = "{\"uid\":\(row.uid),\"name\":\(TimelineDocument.jsonQuoted(row.name)),\"start\":\"\(row.schedule.start.normalized.readableISO8601)\","
                + "\"finish\":\"\(row.schedule.finish.normalized.readableISO8601)\",\"totalSlackMinutes\":\(minutes(row.schedule.totalSlack)),"
                + "\"critical\":\(row.schedule.isCritical)"
            if hasResources { text += ",\"workMinutes\":\(minutes(work[row.schedule.id] ?? 0))" }
            if let leveling { text += ",\"levelingDelayMinutes\":\(minutes(leveling.delay(of: row.schedule.id)))" }
            return text + "}"
        }
        var out = "{\"tasks\":[" + tasks.joined(separator: ",") + "]"
        if hasResources {
            let names = Dictionary(plan.resources.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
            let assignments = result.assignments.map { a in
                "{\"uid\":\(a.id),\"task\":\(a.task),\"resource\":\(a.resource),\"resourceName\":\(TimelineDocument.jsonQuoted(names[a.resource] ?? "")),"
                    + "\"units\":\(number(a.units)),\"workMinutes\":\(minutes(a.work)),"
                    + "\"start\":\"\(a.start.normalized.readableISO8601)\",\"finish\":\"\(a.finish.normalized.readableISO8601)\"}"
            }
            out += ",\"assignments\":[" + assignments.joined(separator: ",") + "]"
            let over = overallocations.map { o in
                "{\"resource\":\(o.resource),\"day\":\"\(String(o.day.iso8601.prefix(10)))\",\"loadMinutes\":\(minutes(o.load)),"
                    + "\"capacityMinutes\":\(minutes(o.capacity)),\"tasks\":[\(o.tasks.map(\.description).joined(separator: ","))]}"
            }
            out += ",\"overallocations\":[" + over.joined(separator: ",") + "]"
        }
        if let leveling {
            let delays = leveling.delays.map { d in
                "{\"uid\":\(d.task),\"delayMinutes\":\(minutes(d.delay)),\"exceedsSlack\":\(d.exceedsSlack)}"
            }
            out += ",\"leveling\":{\"delays\":[" + delays.joined(separator: ",") + "]}"
        }
        return out + "}"
    }
}

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
                      total slack in working minutes of the task's calendar; a stable contract for scripts
              mspdi  the plan as Microsoft Project XML with the recomputed dates
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
        let result = ProjectScheduler.schedule(projectPlan)
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
            print(Self.table(rows))
        case .json:
            print(Self.json(rows))
        case .mspdi:
            let document: MSProjectDocument
            switch plan {
            case let .msProject(original):
                document = original.applying(result)
            case let .document(source, resolved):
                var items = resolved.itemSource.items
                for index in items.indices {
                    if let scheduled = result[items[index].id.taskID] { items[index].time = scheduled.time }
                }
                document = resolved.msProjectDocument(name: source.title ?? "Plan", items: items)
            }
            do {
                FileHandle.standardOutput.write(try MSProjectWriter.write(document))
            } catch {
                PlanFile.fail("\(file): \(error.description)")
            }
        }
    }

    /// Slack in working minutes, rounded.
    static func minutes(_ seconds: Double) -> Int { Int((seconds / 60).rounded()) }

    static func table(_ rows: [Row]) -> String {
        let nameWidth = min(40, max(4, rows.map(\.name.count).max() ?? 4))
        func pad(_ text: String, _ width: Int) -> String {
            let cut = text.count > width ? String(text.prefix(width - 1)) + "…" : text
            return cut + String(repeating: " ", count: max(0, width - cut.count))
        }
        var lines = ["\(pad("UID", 6)) \(pad("Name", nameWidth)) \(pad("Start", 19)) \(pad("Finish", 19)) \(pad("Slack (h)", 9)) Critical"]
        for row in rows {
            let slack = (row.schedule.totalSlack / 3_600 * 100).rounded() / 100
            let slackText = slack == slack.rounded() ? String(Int(slack)) : String(slack)
            lines.append("\(pad(String(row.uid), 6)) \(pad(row.name, nameWidth)) \(row.schedule.start.iso8601) \(row.schedule.finish.iso8601) \(pad(slackText, 9)) \(row.schedule.isCritical ? "yes" : "no")")
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ rows: [Row]) -> String {
        let tasks = rows.map { row in
            "{\"uid\":\(row.uid),\"name\":\(TimelineDocument.jsonQuoted(row.name)),\"start\":\"\(row.schedule.start.normalized.readableISO8601)\","
                + "\"finish\":\"\(row.schedule.finish.normalized.readableISO8601)\",\"totalSlackMinutes\":\(minutes(row.schedule.totalSlack)),"
                + "\"critical\":\(row.schedule.isCritical)}"
        }
        return "{\"tasks\":[" + tasks.joined(separator: ",") + "]}"
    }
}

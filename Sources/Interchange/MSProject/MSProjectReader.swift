public import Foundation
import TimelineCore
import ProjectScheduling

/// Reads Microsoft Project XML (MSPDI) files.
///
/// ```swift
/// let result = try MSProjectReader.read(data: data, fileName: "plan.xml")
/// for warning in result.warnings { print("plan.xml:\(warning)") }
/// ```
///
/// Malformed or truncated XML, a root other than `<Project>` in the MSPDI
/// namespace, and unreadable values (dates, durations, numbers) are errors
/// that name the file, line and column, the element and the task or calendar.
/// What the file uses and TimelineKit does not support (resources,
/// assignments, baselines, custom fields, estimated durations, unexpanded
/// recurrences…) is reported as an ``MSProjectImportWarning``, never dropped
/// silently.
public enum MSProjectReader {
    /// The MSPDI namespace.
    public static let namespace = "http://schemas.microsoft.com/project"

    /// Reads an MSPDI document.
    /// - Parameters:
    ///   - data: The file's bytes: UTF-8, UTF-16 (with a byte order mark or
    ///     a declaration), ISO-8859-1 or windows-1252 (by its declaration).
    ///   - fileName: The name used in error messages.
    /// - Returns: The document and the warnings.
    /// - Throws: ``MSProjectImportError`` with the file, line and column.
    /// - Complexity: O(n) in the file size (plus O(p²) per task for its p
    ///   predecessor links). Elements nest at most 256 deep; internal entities
    ///   expand to at most 1,000,000 characters; external entities are never loaded.
    public static func read(data: Data, fileName: String) throws(MSProjectImportError) -> MSProjectImportResult {
        let root = try MSProjectXMLTree.parse(data, fileName: fileName)
        var reader = Reader(fileName: fileName)
        let document = try reader.project(root)
        return MSProjectImportResult(document: document, warnings: reader.warnings)
    }
}

private struct Reader {
    let fileName: String
    var warnings: [MSProjectImportWarning] = []

    init(fileName: String) { self.fileName = fileName }

    // MARK: Errors and warnings

    func error(_ element: MSProjectXMLElement, _ kind: MSProjectImportError.Kind) -> MSProjectImportError {
        MSProjectImportError(fileName: fileName, line: element.line, column: element.column, kind: kind)
    }

    mutating func warn(_ element: MSProjectXMLElement, _ kind: MSProjectImportWarning.Kind) {
        warnings.append(MSProjectImportWarning(line: element.line, column: element.column, kind: kind))
    }

    // MARK: Values

    func trimmed(_ element: MSProjectXMLElement) -> String {
        element.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func int(_ parent: MSProjectXMLElement, _ name: String, owner: String?) throws(MSProjectImportError) -> Int? {
        guard let child = parent.child(name) else { return nil }
        let text = trimmed(child)
        if text.isEmpty { return nil }
        guard let value = Int(text) else {
            throw error(child, .invalidValue(element: name, owner: owner, text: text, reason: "expected an integer"))
        }
        return value
    }

    func bool(_ parent: MSProjectXMLElement, _ name: String, owner: String?) throws(MSProjectImportError) -> Bool? {
        guard let child = parent.child(name) else { return nil }
        switch trimmed(child).lowercased() {
        case "": return nil
        case "1", "true": return true
        case "0", "false": return false
        default:
            throw error(child, .invalidValue(element: name, owner: owner, text: trimmed(child), reason: "expected 0, 1, true or false"))
        }
    }

    func string(_ parent: MSProjectXMLElement, _ name: String) -> String? {
        parent.child(name)?.text
    }

    func time(_ parent: MSProjectXMLElement, _ name: String, owner: String?) throws(MSProjectImportError) -> Time? {
        guard let child = parent.child(name) else { return nil }
        let text = trimmed(child)
        if text.isEmpty { return nil }
        let time: Time
        do {
            time = try Time(iso8601: text)
        } catch let parseError {
            throw error(child, .invalidValue(element: name, owner: owner, text: text,
                                             reason: "\(parseError.reason) at character \(parseError.position) (expected YYYY-MM-DDTHH:MM:SS)"))
        }
        guard time.isSupported else {
            throw error(child, .invalidValue(element: name, owner: owner, text: text, reason: Time.supportedRangeDescription))
        }
        return time
    }

    func duration(_ parent: MSProjectXMLElement, _ name: String, owner: String?) throws(MSProjectImportError) -> Double? {
        guard let child = parent.child(name) else { return nil }
        let text = trimmed(child)
        if text.isEmpty { return nil }
        guard let seconds = MSProjectDurationText.seconds(text) else {
            throw error(child, .invalidValue(element: name, owner: owner, text: text,
                                             reason: "expected an ISO 8601 duration such as PT16H0M0S"))
        }
        return seconds
    }

    func format(_ parent: MSProjectXMLElement, _ name: String, owner: String?) throws(MSProjectImportError) -> MSProjectDurationFormat? {
        guard let raw = try int(parent, name, owner: owner) else { return nil }
        guard let format = MSProjectDurationFormat(rawValue: raw) else {
            throw error(parent.child(name)!, .invalidValue(element: name, owner: owner, text: String(raw),
                                                           reason: "not a duration format (3...12, 19...21, 35...44, 51...53)"))
        }
        return format
    }

    func timeOfDay(_ element: MSProjectXMLElement, owner: String, isEnd: Bool) throws(MSProjectImportError) -> Double {
        let text = trimmed(element)
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
              let hour = Int(parts[0]), let minute = Int(parts[1]),
              let second = parts.count == 3 ? Double(parts[2]) : 0,
              (0...24).contains(hour), (0..<60).contains(minute), second >= 0, second < 60,
              hour < 24 || (minute == 0 && second == 0)
        else {
            throw error(element, .invalidValue(element: element.name, owner: owner, text: text, reason: "expected a time of day HH:MM:SS"))
        }
        let seconds = Double(hour * 3_600 + minute * 60) + second
        return isEnd && seconds == 0 ? Time.secondsPerDay : seconds
    }

    func workingTimes(_ parent: MSProjectXMLElement, owner: String) throws(MSProjectImportError) -> [DayRange] {
        guard let times = parent.child("WorkingTimes") else { return [] }
        var ranges: [DayRange] = []
        for working in times.children("WorkingTime") {
            guard let fromElement = working.child("FromTime"), let toElement = working.child("ToTime") else {
                throw error(working, .missingElement(element: working.child("FromTime") == nil ? "FromTime" : "ToTime", owner: owner))
            }
            let from = try timeOfDay(fromElement, owner: owner, isEnd: false)
            let to = try timeOfDay(toElement, owner: owner, isEnd: true)
            do {
                ranges.append(try DayRange(from: from, to: to))
            } catch {
                throw self.error(working, .invalidValue(element: "WorkingTime", owner: owner,
                                                        text: "\(trimmed(fromElement))–\(trimmed(toElement))", reason: error.description))
            }
        }
        return ranges
    }

    /// The working times of a working day; Microsoft Project's default hours
    /// when the file lists none.
    func explicitWorkingTimes(_ parent: MSProjectXMLElement, owner: String) throws(MSProjectImportError) -> [DayRange] {
        let times = try workingTimes(parent, owner: owner)
        return times.isEmpty ? MSProjectWeekDay.defaultWorkingTimes : times
    }

    /// `<TimePeriod><FromDate>…<ToDate>` of an exception or work week, with `ToDate` not before `FromDate`.
    func period(_ parent: MSProjectXMLElement, owner: String, what: String) throws(MSProjectImportError) -> (from: Time, to: Time) {
        guard let period = parent.child("TimePeriod"),
              let from = try time(period, "FromDate", owner: owner), let to = try time(period, "ToDate", owner: owner) else {
            throw error(parent, .missingElement(element: "TimePeriod/FromDate/ToDate", owner: "\(what) of \(owner)"))
        }
        guard to >= from else {
            throw error(period.child("ToDate")!, .invalidValue(element: "ToDate", owner: owner, text: to.iso8601,
                                                               reason: "before the FromDate \(from.iso8601)"))
        }
        return (from, to)
    }

    // MARK: Project

    mutating func project(_ root: MSProjectXMLElement) throws(MSProjectImportError) -> MSProjectDocument {
        guard root.name == "Project", root.namespaceURI == nil || root.namespaceURI == ""
                || root.namespaceURI == MSProjectReader.namespace else {
            let shown = root.namespaceURI.flatMap { $0.isEmpty ? nil : "\(root.name) xmlns=\"\($0)\"" } ?? root.name
            throw error(root, .notMSPDI(root: shown))
        }
        var document = MSProjectDocument()
        document.name = string(root, "Name")
        document.title = string(root, "Title")
        document.scheduleFromStart = try bool(root, "ScheduleFromStart", owner: "the project") ?? true
        document.startDate = try time(root, "StartDate", owner: "the project")
        document.finishDate = try time(root, "FinishDate", owner: "the project")
        document.calendarUID = try int(root, "CalendarUID", owner: "the project")
        document.minutesPerDay = try int(root, "MinutesPerDay", owner: "the project") ?? 480
        document.minutesPerWeek = try int(root, "MinutesPerWeek", owner: "the project") ?? 2_400
        document.daysPerMonth = try int(root, "DaysPerMonth", owner: "the project") ?? 20
        document.honorConstraints = try bool(root, "HonorConstraints", owner: "the project")
        document.statusDate = try time(root, "StatusDate", owner: "the project")
        if let attributes = root.child("ExtendedAttributes"), !attributes.children.isEmpty {
            warn(attributes, .extendedAttributesIgnored)
        }
        let calendarElements = root.child("Calendars")?.children("Calendar") ?? []
        if !calendarElements.isEmpty {
            var seen = Set<Int>()
            for element in calendarElements {
                let calendar = try calendar(element)
                guard seen.insert(calendar.uid).inserted else { throw error(element, .duplicateUID(element: "Calendar", uid: calendar.uid)) }
                document.calendars.append(calendar)
            }
            for (element, calendar) in zip(calendarElements, document.calendars) {
                if let base = calendar.baseCalendarUID, !seen.contains(base) {
                    throw error(element.child("BaseCalendarUID")!, .invalidValue(element: "BaseCalendarUID", owner: "calendar UID \(calendar.uid)",
                                                                                 text: String(base), reason: "no calendar has this UID"))
                }
            }
        }
        let calendarsByUID = Dictionary(document.calendars.map { ($0.uid, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, calendar) in document.calendars.enumerated() {
            var visited: Set<Int> = [calendar.uid]
            var next = calendar.baseCalendarUID
            while let uid = next {
                guard visited.insert(uid).inserted else {
                    let element = calendarElements[index]
                    throw error(element.child("BaseCalendarUID") ?? element, .invalidValue(
                        element: "BaseCalendarUID", owner: "calendar UID \(calendar.uid)", text: String(calendar.baseCalendarUID!),
                        reason: "the base calendars lead back to calendar UID \(uid)"))
                }
                next = calendarsByUID[uid]?.baseCalendarUID
            }
        }
        let calendarUIDs = Set(document.calendars.map(\.uid))
        if let uid = document.calendarUID, !calendarUIDs.contains(uid) {
            throw error(root.child("CalendarUID")!, .invalidValue(element: "CalendarUID", owner: "the project", text: String(uid),
                                                                  reason: "no calendar has this UID"))
        }
        if let tasks = root.child("Tasks") {
            let taskElements = tasks.children("Task")
            var seen = Set<Int>()
            for element in taskElements {
                let task = try task(element)
                guard seen.insert(task.uid).inserted else { throw error(element, .duplicateUID(element: "Task", uid: task.uid)) }
                document.tasks.append(task)
            }
            for (element, task) in zip(taskElements, document.tasks) {
                for link in task.predecessors where !seen.contains(link.predecessorUID) {
                    warn(element, .linkToMissingTask(taskUID: task.uid, predecessorUID: link.predecessorUID))
                }
            }
            for (element, task) in zip(taskElements, document.tasks) {
                if let uid = task.effectiveCalendarUID, !calendarUIDs.contains(uid) {
                    throw error(element.child("CalendarUID")!, .invalidValue(element: "CalendarUID", owner: "task UID \(task.uid)", text: String(uid),
                                                                             reason: "no calendar has this UID"))
                }
            }
            if let cycle = Self.cycle(in: document.tasks) {
                // The closing link is in the successor (the last UID), naming the one before it.
                let closing = zip(taskElements, document.tasks).first { $0.1.uid == cycle[cycle.count - 1] }!.0
                let link = closing.children("PredecessorLink").first { $0.value("PredecessorUID") == String(cycle[cycle.count - 2]) } ?? closing
                throw error(link, .dependencyCycle(taskUIDs: cycle))
            }
        }
        let taskUIDs = Set(document.tasks.map(\.uid))
        if let resources = root.child("Resources") {
            var seen = Set<Int>()
            for element in resources.children("Resource") {
                guard let resource = try resource(element, calendarUIDs: calendarUIDs) else { continue }
                guard seen.insert(resource.uid).inserted else { throw error(element, .duplicateUID(element: "Resource", uid: resource.uid)) }
                document.resources.append(resource)
            }
        }
        if let assignments = root.child("Assignments") {
            let resourceUIDs = Set(document.resources.map(\.uid))
            var seen = Set<Int>()
            for element in assignments.children("Assignment") {
                guard let assignment = try assignment(element, taskUIDs: taskUIDs, resourceUIDs: resourceUIDs) else { continue }
                guard seen.insert(assignment.uid).inserted else { throw error(element, .duplicateUID(element: "Assignment", uid: assignment.uid)) }
                document.assignments.append(assignment)
            }
        }
        return document
    }

    /// A cycle of predecessor links, as task UIDs from predecessor to
    /// successor with the first repeated at the end; `nil` when there is none.
    /// - Complexity: O(t + l), iterative (no recursion on long chains).
    static func cycle(in tasks: [MSProjectTask]) -> [Int]? {
        var successors: [Int: [Int]] = [:]
        let known = Set(tasks.map(\.uid))
        for task in tasks {
            for link in task.predecessors where known.contains(link.predecessorUID) {
                successors[link.predecessorUID, default: []].append(task.uid)
            }
        }
        enum Mark { case visiting, done }
        var marks: [Int: Mark] = [:]
        for root in tasks.map(\.uid) where marks[root] == nil {
            var path: [(uid: Int, next: Int)] = [(root, 0)]
            marks[root] = .visiting
            while let top = path.last {
                let next = successors[top.uid] ?? []
                if top.next == next.count {
                    marks[top.uid] = .done
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let successor = next[top.next]
                switch marks[successor] {
                case .visiting:
                    let start = path.firstIndex { $0.uid == successor }!
                    return path[start...].map(\.uid) + [successor]
                case .done:
                    continue
                case nil:
                    marks[successor] = .visiting
                    path.append((successor, 0))
                }
            }
        }
        return nil
    }

    // MARK: Calendars

    mutating func calendar(_ element: MSProjectXMLElement) throws(MSProjectImportError) -> MSProjectCalendar {
        guard let uid = try int(element, "UID", owner: "a calendar") else {
            throw error(element, .missingElement(element: "UID", owner: "a <Calendar>"))
        }
        let owner = "calendar UID \(uid)"
        var calendar = MSProjectCalendar(uid: uid)
        calendar.name = string(element, "Name")
        calendar.baseCalendarUID = try int(element, "BaseCalendarUID", owner: owner)
        let isBaseCalendar = try bool(element, "IsBaseCalendar", owner: owner)
        // -1 means no base calendar; Project 2013 writes 0 on its base calendars for the same.
        if calendar.baseCalendarUID == -1 || (isBaseCalendar == true && calendar.baseCalendarUID == 0) { calendar.baseCalendarUID = nil }
        calendar.isBaseCalendar = isBaseCalendar ?? (calendar.baseCalendarUID == nil)
        let hasNewExceptions = !(element.child("Exceptions")?.children("Exception").isEmpty ?? true)
        for day in element.child("WeekDays")?.children("WeekDay") ?? [] {
            guard let type = try int(day, "DayType", owner: owner) else {
                throw error(day, .missingElement(element: "DayType", owner: owner))
            }
            if type == 0 {
                // Project 2007+ writes each exception twice: here (old form) and
                // in <Exceptions>; the old form is read only when it is the only one.
                guard !hasNewExceptions else { continue }
                calendar.exceptions.append(try legacyException(day, owner: owner))
            } else {
                calendar.weekDays.append(try weekDay(day, type: type, owner: owner))
            }
        }
        for exception in element.child("Exceptions")?.children("Exception") ?? [] {
            calendar.exceptions.append(try self.exception(exception, calendarUID: uid, owner: owner))
        }
        for week in element.child("WorkWeeks")?.children("WorkWeek") ?? [] {
            let (from, to) = try period(week, owner: owner, what: "a work week")
            var days: [MSProjectWeekDay] = []
            // The schema puts <WeekDay> directly in <WorkWeek>; Project writes <WeekDays>.
            for day in week.children("WeekDay") + (week.child("WeekDays")?.children("WeekDay") ?? []) {
                guard let type = try int(day, "DayType", owner: owner) else {
                    throw error(day, .missingElement(element: "DayType", owner: owner))
                }
                days.append(try weekDay(day, type: type, owner: owner))
            }
            calendar.workWeeks.append(MSProjectWorkWeek(name: string(week, "Name"), from: from, to: to, weekDays: days))
        }
        if calendar.baseCalendarUID == nil { calendar.weekDays = calendar.completedWeekDays }
        return calendar
    }

    func weekDay(_ day: MSProjectXMLElement, type: Int, owner: String) throws(MSProjectImportError) -> MSProjectWeekDay {
        guard (1...7).contains(type), let weekday = Weekday(rawValue: type - 1) else {
            throw error(day.child("DayType")!, .invalidValue(element: "DayType", owner: owner, text: String(type), reason: "expected 0...7"))
        }
        let working = try bool(day, "DayWorking", owner: owner) ?? false
        return MSProjectWeekDay(weekday: weekday, isWorking: working, workingTimes: working ? try explicitWorkingTimes(day, owner: owner) : [])
    }

    func legacyException(_ day: MSProjectXMLElement, owner: String) throws(MSProjectImportError) -> MSProjectCalendarException {
        let (from, to) = try period(day, owner: owner, what: "an exception day")
        let working = try bool(day, "DayWorking", owner: owner) ?? false
        return MSProjectCalendarException(from: from, to: to, isWorking: working,
                                          workingTimes: working ? try explicitWorkingTimes(day, owner: owner) : [])
    }

    mutating func exception(_ element: MSProjectXMLElement, calendarUID: Int, owner: String) throws(MSProjectImportError) -> MSProjectCalendarException {
        let (from, to) = try period(element, owner: owner, what: "an exception")
        let working = try bool(element, "DayWorking", owner: owner) ?? false
        var exception = MSProjectCalendarException(name: string(element, "Name"), from: from, to: to, isWorking: working,
                                                   workingTimes: working ? try explicitWorkingTimes(element, owner: owner) : [])
        if let rawType = try int(element, "Type", owner: owner) {
            guard let type = MSProjectCalendarException.RecurrenceType(rawValue: rawType) else {
                throw error(element.child("Type")!, .invalidValue(element: "Type", owner: owner, text: String(rawType), reason: "expected 1...9"))
            }
            let period = try int(element, "Period", owner: owner) ?? 1
            guard period >= 1 else {
                throw error(element.child("Period")!, .invalidValue(element: "Period", owner: owner, text: String(period), reason: "expected at least 1"))
            }
            let recurrence = MSProjectCalendarException.Recurrence(
                type: type,
                period: period,
                enteredByOccurrences: try bool(element, "EnteredByOccurrences", owner: owner) ?? false,
                occurrences: try int(element, "Occurrences", owner: owner),
                daysOfWeek: try int(element, "DaysOfWeek", owner: owner),
                monthItem: try int(element, "MonthItem", owner: owner),
                monthPosition: try int(element, "MonthPosition", owner: owner),
                month: try int(element, "Month", owner: owner),
                monthDay: try int(element, "MonthDay", owner: owner))
            // "Every day, ended by a date" is what Microsoft Project writes for a
            // plain span of days: read it as one.
            let plain = MSProjectCalendarException.Recurrence(type: .daily, period: 1, enteredByOccurrences: false,
                                                               occurrences: recurrence.occurrences)
            exception.recurrence = recurrence == plain || type == .none ? nil : recurrence
            if type == .byDayCount || type == .byWeekdayCount {
                warn(element, .unsupportedRecurrence(calendarUID: calendarUID, type: rawType))
            }
        }
        return exception
    }

    // MARK: Tasks

    mutating func task(_ element: MSProjectXMLElement) throws(MSProjectImportError) -> MSProjectTask {
        guard let uid = try int(element, "UID", owner: "a task") else {
            throw error(element, .missingElement(element: "UID", owner: "a <Task>"))
        }
        let owner = "task UID \(uid)"
        var task = MSProjectTask(uid: uid)
        task.id = try int(element, "ID", owner: owner)
        task.name = string(element, "Name")
        task.isActive = try bool(element, "Active", owner: owner)
        task.isManual = try bool(element, "Manual", owner: owner) ?? false
        task.isNull = try bool(element, "IsNull", owner: owner) ?? false
        task.wbs = string(element, "WBS")
        task.outlineNumber = element.value("OutlineNumber")
        task.outlineLevel = try int(element, "OutlineLevel", owner: owner)
        task.start = try time(element, "Start", owner: owner)
        task.finish = try time(element, "Finish", owner: owner)
        task.duration = try duration(element, "Duration", owner: owner)
        task.durationFormat = try format(element, "DurationFormat", owner: owner)
        task.isEstimated = try bool(element, "Estimated", owner: owner) ?? false
        task.isMilestone = try bool(element, "Milestone", owner: owner) ?? false
        task.isSummary = try bool(element, "Summary", owner: owner) ?? false
        if let percent = try int(element, "PercentComplete", owner: owner) {
            guard (0...100).contains(percent) else {
                throw error(element.child("PercentComplete")!, .invalidValue(element: "PercentComplete", owner: owner,
                                                                             text: String(percent), reason: "expected 0...100"))
            }
            task.percentComplete = percent
        }
        if let rawConstraint = try int(element, "ConstraintType", owner: owner) {
            guard let constraint = MSProjectConstraintType(rawValue: rawConstraint) else {
                throw error(element.child("ConstraintType")!, .invalidValue(element: "ConstraintType", owner: owner,
                                                                            text: String(rawConstraint), reason: "expected 0...7"))
            }
            task.constraintType = constraint
        }
        task.calendarUID = try int(element, "CalendarUID", owner: owner)
        task.constraintDate = try time(element, "ConstraintDate", owner: owner)
        task.deadline = try time(element, "Deadline", owner: owner)
        task.levelingDelay = try int(element, "LevelingDelay", owner: owner)
        task.levelingDelayFormat = try format(element, "LevelingDelayFormat", owner: owner)
        task.notes = string(element, "Notes")
        if let code = try int(element, "Type", owner: owner) {
            guard let type = MSProjectTask.taskTypeCodes.first(where: { $0.code == code })?.type else {
                throw error(element.child("Type")!, .invalidValue(element: "Type", owner: owner, text: String(code),
                                                                  reason: "expected 0 (fixed units), 1 (fixed duration) or 2 (fixed work)"))
            }
            task.taskType = type
        }
        task.isEffortDriven = try bool(element, "EffortDriven", owner: owner)
        if let priority = try int(element, "Priority", owner: owner) {
            guard (0...1000).contains(priority) else {
                throw error(element.child("Priority")!, .invalidValue(element: "Priority", owner: owner, text: String(priority), reason: "expected 0...1000"))
            }
            task.priority = priority
        }
        if let finish = task.finish, let start = task.start, finish < start {
            throw error(element.child("Finish")!, .invalidValue(element: "Finish", owner: owner, text: finish.iso8601,
                                                                reason: "the finish is before the start \(start.iso8601)"))
        }
        for link in element.children("PredecessorLink") {
            guard let predecessor = try int(link, "PredecessorUID", owner: owner) else {
                throw error(link, .missingElement(element: "PredecessorUID", owner: "a <PredecessorLink> of \(owner)"))
            }
            guard predecessor != uid else {
                throw error(link.child("PredecessorUID")!, .invalidValue(element: "PredecessorUID", owner: owner, text: String(predecessor),
                                                                         reason: "a task cannot link to itself"))
            }
            if try bool(link, "CrossProject", owner: owner) == true {
                warn(link, .crossProjectLink(taskUID: uid))
                continue
            }
            var type = MSProjectLinkType.finishToStart
            if let rawType = try int(link, "Type", owner: owner) {
                guard let linkType = MSProjectLinkType(rawValue: rawType) else {
                    throw error(link.child("Type")!, .invalidValue(element: "Type", owner: "a link of \(owner)",
                                                                   text: String(rawType), reason: "expected 0 (FF), 1 (FS), 2 (SF) or 3 (SS)"))
                }
                type = linkType
            }
            if task.predecessors.contains(where: { $0.predecessorUID == predecessor }) {
                warn(link, .duplicateLink(taskUID: uid, predecessorUID: predecessor))
            }
            task.predecessors.append(MSProjectLink(predecessorUID: predecessor, type: type,
                                                   linkLag: try int(link, "LinkLag", owner: owner) ?? 0,
                                                   lagFormat: try format(link, "LagFormat", owner: owner)))
        }
        // What is read but not supported.
        if task.isEstimated || (task.durationFormat.map { $0.isEstimated && $0 != .estimatedNull } ?? false) {
            warn(element, .estimatedDuration(taskUID: uid))
        }
        if try bool(element, "Recurring", owner: owner) == true { warn(element, .recurringTask(taskUID: uid)) }
        if try bool(element, "IsSubproject", owner: owner) == true { warn(element, .subproject(taskUID: uid)) }
        if let first = element.child("TimephasedData") { warn(first, .timephasedDataIgnored(taskUID: uid)) }
        task.baselines = try baselines(of: element, uid: uid, owner: owner)
        if let first = element.child("ExtendedAttribute") { warn(first, .extendedAttributesIgnored) }
        if let first = element.child("ActualStart") ?? element.child("ActualFinish"), !trimmed(first).isEmpty {
            warn(first, .actualsIgnored(taskUID: uid))
        }
        return task
    }

    /// A task's `<Baseline>` elements with a start and a finish, by number;
    /// a baseline without dates (Microsoft Project writes some with only
    /// costs or work) is left out with a warning.
    /// - Throws: For a number outside 0…10, a number given twice, unreadable
    ///   dates or a finish before the start, naming the element.
    mutating func baselines(of element: MSProjectXMLElement, uid: Int, owner: String) throws(MSProjectImportError) -> [MSProjectBaseline] {
        var baselines: [MSProjectBaseline] = []
        var warned = false
        for child in element.children("Baseline") {
            let number = try int(child, "Number", owner: owner) ?? 0
            guard (0...10).contains(number) else {
                throw error(child.child("Number") ?? child, .invalidValue(element: "Baseline Number", owner: owner, text: String(number),
                                                                          reason: "expected 0...10"))
            }
            guard !baselines.contains(where: { $0.number == number }) else {
                throw error(child, .invalidValue(element: "Baseline Number", owner: owner, text: String(number), reason: "the baseline is given twice"))
            }
            guard let start = try time(child, "Start", owner: owner), let finish = try time(child, "Finish", owner: owner) else {
                if !warned { warn(child, .baselinesIgnored(taskUID: uid)) }
                warned = true
                continue
            }
            guard finish >= start else {
                throw error(child.child("Finish") ?? child, .invalidValue(element: "Baseline Finish", owner: owner, text: finish.iso8601,
                                                                          reason: "the finish is before the baseline's start \(start.iso8601)"))
            }
            baselines.append(MSProjectBaseline(number: number, start: start, finish: finish,
                                               duration: try duration(child, "Duration", owner: owner)))
        }
        return baselines.sorted { $0.number < $1.number }
    }

    // MARK: Resources

    /// A decimal number (`1.00`, `0.5`), finite and not negative.
    func decimal(_ parent: MSProjectXMLElement, _ name: String, owner: String) throws(MSProjectImportError) -> Double? {
        guard let child = parent.child(name) else { return nil }
        let text = trimmed(child)
        if text.isEmpty { return nil }
        guard let value = Double(text), value.isFinite, value >= 0 else {
            throw error(child, .invalidValue(element: name, owner: owner, text: text, reason: "expected a number of 0 or more"))
        }
        return value
    }

    /// A `<Resource>`; `nil` for Microsoft Project's blank resource (UID 0).
    func resource(_ element: MSProjectXMLElement, calendarUIDs: Set<Int>) throws(MSProjectImportError) -> MSProjectResource? {
        guard let uid = try int(element, "UID", owner: "a resource") else {
            throw error(element, .missingElement(element: "UID", owner: "a <Resource>"))
        }
        guard uid != 0 else { return nil }
        let owner = "resource UID \(uid)"
        var resource = MSProjectResource(uid: uid)
        resource.id = try int(element, "ID", owner: owner)
        resource.name = string(element, "Name")
        if let code = try int(element, "Type", owner: owner) {
            guard let kind = MSProjectResource.kindCodes.first(where: { $0.code == code })?.kind else {
                throw error(element.child("Type")!, .invalidValue(element: "Type", owner: owner, text: String(code),
                                                                  reason: "expected 0 (material), 1 (work) or 2 (cost)"))
            }
            resource.kind = kind
        }
        resource.materialLabel = string(element, "MaterialLabel")
        if let units = try decimal(element, "MaxUnits", owner: owner) {
            guard units > 0 || resource.kind != .work else {
                throw error(element.child("MaxUnits")!, .invalidValue(element: "MaxUnits", owner: owner, text: trimmed(element.child("MaxUnits")!),
                                                                      reason: "a work resource needs max units above 0"))
            }
            resource.maxUnits = units
        }
        resource.standardRate = try decimal(element, "StandardRate", owner: owner) ?? 0
        if let calendar = try int(element, "CalendarUID", owner: owner), calendar != -1 {
            guard calendarUIDs.contains(calendar) else {
                throw error(element.child("CalendarUID")!, .invalidValue(element: "CalendarUID", owner: owner, text: String(calendar),
                                                                         reason: "no calendar has this UID"))
            }
            resource.calendarUID = calendar
        }
        return resource
    }

    /// An `<Assignment>`; `nil` for one to the "unassigned" resource (-65535).
    func assignment(_ element: MSProjectXMLElement, taskUIDs: Set<Int>, resourceUIDs: Set<Int>) throws(MSProjectImportError) -> MSProjectAssignment? {
        guard let uid = try int(element, "UID", owner: "an assignment") else {
            throw error(element, .missingElement(element: "UID", owner: "an <Assignment>"))
        }
        let owner = "assignment UID \(uid)"
        guard let taskUID = try int(element, "TaskUID", owner: owner) else {
            throw error(element, .missingElement(element: "TaskUID", owner: owner))
        }
        guard let resourceUID = try int(element, "ResourceUID", owner: owner) else {
            throw error(element, .missingElement(element: "ResourceUID", owner: owner))
        }
        guard resourceUID != -65_535 else { return nil }
        guard taskUIDs.contains(taskUID) else {
            throw error(element.child("TaskUID")!, .invalidValue(element: "TaskUID", owner: owner, text: String(taskUID), reason: "no task has this UID"))
        }
        guard resourceUIDs.contains(resourceUID) else {
            throw error(element.child("ResourceUID")!, .invalidValue(element: "ResourceUID", owner: owner, text: String(resourceUID),
                                                                     reason: "no resource has this UID"))
        }
        var assignment = MSProjectAssignment(uid: uid, taskUID: taskUID, resourceUID: resourceUID)
        assignment.units = try decimal(element, "Units", owner: owner) ?? 1
        if let work = try duration(element, "Work", owner: owner) {
            guard work >= 0 else {
                throw error(element.child("Work")!, .invalidValue(element: "Work", owner: owner, text: trimmed(element.child("Work")!),
                                                                  reason: "work cannot be negative"))
            }
            assignment.work = work
        }
        return assignment
    }
}

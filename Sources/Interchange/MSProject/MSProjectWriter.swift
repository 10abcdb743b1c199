public import Foundation
import TimelineCore
import TimelineGraphics

/// Writes Microsoft Project XML (MSPDI) that Microsoft Project and ProjectLibre open.
///
/// The output is UTF-8, in the namespace `http://schemas.microsoft.com/project`,
/// with elements in schema order; dates are written `YYYY-MM-DDTHH:MM:SS`
/// (an end of day 24:00 as the next day's 00:00), durations `PT…H…M…S`, and
/// every text is escaped. Leaf tasks get `<ActualDuration>` and
/// `<RemainingDuration>` from their duration and `PercentComplete` (a 16 h
/// task at 25 % writes `PT4H0M0S` and `PT12H0M0S`), as Microsoft Project
/// writes them; reading ignores both. The schema's required `<SaveVersion>` (14) and
/// `<CurrencyCode>` (USD; TimelineKit has no costs) are always written. Optional values that are `nil` are left out, so
/// reading the output gives back an equal ``MSProjectDocument``.
///
/// Characters that XML 1.0 cannot carry (control characters other than tab,
/// line feed and carriage return) are written as U+FFFD.
public enum MSProjectWriter {
    /// Writes `document` as MSPDI.
    ///
    /// Every date must lie in the years 1 to 9999 (``TimelineCore/Time/isSupported``),
    /// as ``MSProjectReader`` requires, so that whatever is written reads back;
    /// the end of 9999-12-31 is written `9999-12-31T24:00:00`.
    /// - Parameter document: The document.
    /// - Returns: The UTF-8 bytes of the XML file.
    /// - Throws: ``MSProjectWriteError`` naming the first task and element with
    ///   a date out of range; nothing is written then.
    /// - Complexity: O(size of the document).
    public static func write(_ document: MSProjectDocument) throws(MSProjectWriteError) -> Data {
        try checkDates(document)
        var xml = XMLText()
        xml.raw("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n")
        xml.open("Project xmlns=\"\(MSProjectReader.namespace)\"", closing: "Project")
        xml.element("SaveVersion", "14")
        xml.element("Name", document.name)
        xml.element("Title", document.title)
        xml.element("ScheduleFromStart", document.scheduleFromStart)
        xml.element("StartDate", document.startDate)
        xml.element("FinishDate", document.finishDate)
        // Required by the 2007 schema; TimelineKit has no costs, so the schema's example value.
        xml.element("CurrencyCode", "USD")
        xml.element("CalendarUID", document.calendarUID)
        xml.element("MinutesPerDay", document.minutesPerDay)
        xml.element("MinutesPerWeek", document.minutesPerWeek)
        xml.element("DaysPerMonth", document.daysPerMonth)
        if let honorConstraints = document.honorConstraints { xml.element("HonorConstraints", honorConstraints) }
        xml.element("StatusDate", document.statusDate)
        if !document.calendars.isEmpty {
            xml.open("Calendars")
            for calendar in document.calendars { write(calendar, to: &xml) }
            xml.close()
        }
        if !document.tasks.isEmpty {
            xml.open("Tasks")
            for task in document.tasks { write(task, to: &xml) }
            xml.close()
        }
        if !document.resources.isEmpty {
            xml.open("Resources")
            for resource in document.resources { write(resource, to: &xml) }
            xml.close()
        }
        if !document.assignments.isEmpty {
            xml.open("Assignments")
            for assignment in document.assignments { write(assignment, to: &xml) }
            xml.close()
        }
        xml.close()
        return Data(xml.text.utf8)
    }

    /// Throws for the first date outside the years 1 to 9999, in file order.
    private static func checkDates(_ document: MSProjectDocument) throws(MSProjectWriteError) {
        for (element, time) in [("StartDate", document.startDate), ("FinishDate", document.finishDate), ("StatusDate", document.statusDate)] {
            if let time, !time.isSupported { throw .timeOutOfRange(taskUID: nil, element: element, time: time) }
        }
        for task in document.tasks {
            for (element, time) in [("Start", task.start), ("Finish", task.finish), ("ConstraintDate", task.constraintDate),
                                    ("Deadline", task.deadline)] {
                if let time, !time.isSupported { throw .timeOutOfRange(taskUID: task.uid, element: element, time: time) }
            }
            for baseline in task.baselines {
                for (element, time) in [("Baseline Start", baseline.start), ("Baseline Finish", baseline.finish)] where !time.isSupported {
                    throw .timeOutOfRange(taskUID: task.uid, element: element, time: time)
                }
            }
        }
    }

    private static func write(_ calendar: MSProjectCalendar, to xml: inout XMLText) {
        xml.open("Calendar")
        xml.element("UID", calendar.uid)
        xml.element("Name", calendar.name)
        xml.element("IsBaseCalendar", calendar.isBaseCalendar)
        xml.element("BaseCalendarUID", calendar.baseCalendarUID)
        // A base calendar lists all seven weekdays, so that no reader has to guess.
        let weekDays = calendar.baseCalendarUID == nil ? calendar.completedWeekDays : calendar.weekDays
        if !weekDays.isEmpty {
            xml.open("WeekDays")
            for day in weekDays { write(day, to: &xml) }
            xml.close()
        }
        if !calendar.exceptions.isEmpty {
            xml.open("Exceptions")
            for exception in calendar.exceptions {
                xml.open("Exception")
                // A plain span is written as Microsoft Project writes it: every day, ended by a date.
                let (first, last) = MSProjectRecurrence.dayBounds(from: exception.from, to: exception.to)
                let recurrence = exception.recurrence
                    ?? .init(type: .daily, period: 1, enteredByOccurrences: false, occurrences: max(last - first + 1, 1))
                xml.element("EnteredByOccurrences", recurrence.enteredByOccurrences)
                xml.open("TimePeriod")
                xml.element("FromDate", exception.from)
                xml.element("ToDate", exception.to)
                xml.close()
                xml.element("Occurrences", recurrence.occurrences)
                xml.element("Name", exception.name)
                xml.element("Type", recurrence.type.rawValue)
                xml.element("Period", recurrence.period)
                xml.element("DaysOfWeek", recurrence.daysOfWeek)
                xml.element("MonthItem", recurrence.monthItem)
                xml.element("MonthPosition", recurrence.monthPosition)
                xml.element("Month", recurrence.month)
                xml.element("MonthDay", recurrence.monthDay)
                xml.element("DayWorking", exception.isWorking)
                if exception.isWorking {
                    write(exception.workingTimes.isEmpty ? MSProjectWeekDay.defaultWorkingTimes : exception.workingTimes, to: &xml)
                }
                xml.close()
            }
            xml.close()
        }
        if !calendar.workWeeks.isEmpty {
            xml.open("WorkWeeks")
            for week in calendar.workWeeks {
                xml.open("WorkWeek")
                xml.open("TimePeriod")
                xml.element("FromDate", week.from)
                xml.element("ToDate", week.to)
                xml.close()
                xml.element("Name", week.name)
                if !week.weekDays.isEmpty {
                    xml.open("WeekDays")
                    for day in week.weekDays { write(day, to: &xml) }
                    xml.close()
                }
                xml.close()
            }
            xml.close()
        }
        xml.close()
    }

    private static func write(_ day: MSProjectWeekDay, to xml: inout XMLText) {
        xml.open("WeekDay")
        xml.element("DayType", day.weekday.rawValue + 1)
        xml.element("DayWorking", day.isWorking)
        if day.isWorking { write(day.effectiveWorkingTimes, to: &xml) }
        xml.close()
    }

    private static func write(_ times: [DayRange], to xml: inout XMLText) {
        guard !times.isEmpty else { return }
        xml.open("WorkingTimes")
        for range in times {
            xml.open("WorkingTime")
            xml.element("FromTime", clock(range.from))
            xml.element("ToTime", clock(range.to))
            xml.close()
        }
        xml.close()
    }

    private static func write(_ task: MSProjectTask, to xml: inout XMLText) {
        xml.open("Task")
        xml.element("UID", task.uid)
        xml.element("ID", task.id)
        xml.element("Name", task.name)
        if let isActive = task.isActive { xml.element("Active", isActive) }
        xml.element("Manual", task.isManual)
        xml.element("Type", task.taskType.flatMap { type in MSProjectTask.taskTypeCodes.first { $0.type == type }?.code })
        xml.element("IsNull", task.isNull)
        xml.element("WBS", task.wbs)
        xml.element("OutlineNumber", task.outlineNumber)
        xml.element("OutlineLevel", task.outlineLevel)
        xml.element("Priority", task.priority)
        xml.element("Start", task.start)
        xml.element("Finish", task.finish)
        xml.element("Duration", task.duration.map { MSProjectDurationText.text(seconds: $0) })
        xml.element("DurationFormat", task.durationFormat?.rawValue)
        if let effortDriven = task.isEffortDriven { xml.element("EffortDriven", effortDriven) }
        xml.element("Estimated", task.isEstimated)
        xml.element("Milestone", task.isMilestone)
        xml.element("Summary", task.isSummary)
        xml.element("PercentComplete", task.percentComplete)
        if let duration = task.duration, !task.isSummary {
            // As Microsoft Project writes them (and MPXJ's scheduler requires them):
            // the done and remaining parts of the duration by PercentComplete.
            let actual = (duration * Double(min(max(task.percentComplete, 0), 100)) / 100).rounded()
            xml.element("ActualDuration", MSProjectDurationText.text(seconds: actual))
            xml.element("RemainingDuration", MSProjectDurationText.text(seconds: duration - actual))
        }
        xml.element("ConstraintType", task.constraintType.rawValue)
        xml.element("CalendarUID", task.calendarUID)
        xml.element("ConstraintDate", task.constraintDate)
        xml.element("Deadline", task.deadline)
        xml.element("LevelingDelay", task.levelingDelay)
        xml.element("LevelingDelayFormat", task.levelingDelayFormat?.rawValue)
        xml.element("Notes", task.notes)
        for link in task.predecessors {
            xml.open("PredecessorLink")
            xml.element("PredecessorUID", link.predecessorUID)
            xml.element("Type", link.type.rawValue)
            xml.element("CrossProject", false)
            xml.element("LinkLag", link.linkLag)
            xml.element("LagFormat", link.lagFormat?.rawValue)
            xml.close()
        }
        for baseline in task.baselines.sorted(by: { $0.number < $1.number }) {
            xml.open("Baseline")
            xml.element("Number", baseline.number)
            xml.element("Start", baseline.start)
            xml.element("Finish", baseline.finish)
            if let duration = baseline.duration {
                xml.element("Duration", MSProjectDurationText.text(seconds: duration))
                xml.element("DurationFormat", MSProjectDurationFormat.days.rawValue)
            }
            xml.close()
        }
        xml.close()
    }

    private static func write(_ resource: MSProjectResource, to xml: inout XMLText) {
        xml.open("Resource")
        xml.element("UID", resource.uid)
        xml.element("ID", resource.id)
        xml.element("Name", resource.name)
        xml.element("Type", MSProjectResource.kindCodes.first { $0.kind == resource.kind }?.code)
        xml.element("IsNull", false)
        xml.element("MaterialLabel", resource.materialLabel)
        xml.element("MaxUnits", decimal(resource.maxUnits))
        xml.element("StandardRate", decimal(resource.standardRate))
        xml.element("CalendarUID", resource.calendarUID)
        xml.close()
    }

    private static func write(_ assignment: MSProjectAssignment, to xml: inout XMLText) {
        xml.open("Assignment")
        xml.element("UID", assignment.uid)
        xml.element("TaskUID", assignment.taskUID)
        xml.element("ResourceUID", assignment.resourceUID)
        xml.element("Units", decimal(assignment.units))
        xml.element("Work", assignment.work.map { MSProjectDurationText.text(seconds: $0) })
        xml.close()
    }

    /// A decimal as MSPDI writes it: at most 4 fractional digits, no exponent (`1`, `0.5`, `62.5`).
    static func decimal(_ value: Double) -> String {
        let scaled = (value * 10_000).rounded()
        guard value.isFinite, abs(scaled) < 9e15 else { return "0" }
        let whole = Int(scaled) / 10_000
        var fraction = abs(Int(scaled) % 10_000)
        if fraction == 0 { return String(whole) }
        var digits = 4
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let text = String(fraction)
        let sign = scaled < 0 && whole == 0 ? "-" : ""
        return sign + String(whole) + "." + String(repeating: "0", count: digits - text.count) + text
    }

    /// `HH:MM:SS`; 24:00 is written `00:00:00`, as Microsoft Project does for a
    /// working time that ends at midnight.
    static func clock(_ seconds: Double) -> String {
        let value = seconds >= Time.secondsPerDay ? 0 : seconds
        let whole = Int(value.rounded(.down))
        let fraction = value - Double(whole)
        func pad(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }
        var text = "\(pad(whole / 3_600)):\(pad(whole / 60 % 60)):\(pad(whole % 60))"
        if fraction > 0 {
            let digits = String(String(format: "%.6f", fraction).dropFirst()).replacingOccurrences(of: "0+$", with: "", options: .regularExpression)
            text += digits
        }
        return text
    }

    /// Escapes `text` for element content with the one markup escaper
    /// (``MarkupEscaping/escape(_:)``).
    static func escape(_ text: String) -> String {
        MarkupEscaping.escape(text)
    }
}

/// An indenting XML text builder.
private struct XMLText {
    var text = ""
    private var stack: [String] = []

    private var indent: String { String(repeating: "  ", count: stack.count) }

    mutating func raw(_ string: String) { text += string }

    mutating func open(_ tag: String, closing: String? = nil) {
        text += "\(indent)<\(tag)>\n"
        stack.append(closing ?? tag)
    }

    mutating func close() {
        let tag = stack.removeLast()
        text += "\(indent)</\(tag)>\n"
    }

    mutating func element(_ name: String, _ value: String?) {
        guard let value else { return }
        text += "\(indent)<\(name)>\(MSProjectWriter.escape(value))</\(name)>\n"
    }

    mutating func element(_ name: String, _ value: Int?) {
        element(name, value.map { String($0) })
    }

    mutating func element(_ name: String, _ value: Bool) {
        element(name, value ? "1" : "0")
    }

    /// A date as the next day's 00:00 for 24:00, except at the end of year
    /// 9999, which stays `9999-12-31T24:00:00` so that it reads back.
    mutating func element(_ name: String, _ value: Time?) {
        element(name, value.map { $0.normalized.readableISO8601 })
    }
}

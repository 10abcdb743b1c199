import Foundation
import TimelineCore

/// Reads content lines into components, then components into an
/// ``ICalendarDocument``; the first problem is a located ``ICalendarError``,
/// what is not used becomes an ``ICalendarWarning``.
struct ICalendarReader {
    let file: String
    private var warnings: [ICalendarWarning] = []
    private var droppedWarnings = 0
    private var definedZones: Set<String> = []
    private var knownZones: [String: Bool] = [:]

    /// The deepest nesting of components accepted.
    static let depthLimit = 16

    init(file: String) {
        self.file = file
    }

    /// One BEGIN…END block.
    struct Component {
        var name: String
        var location: SourceLocation
        var properties: [ICalendarContentLine] = []
        var children: [Component] = []
    }

    mutating func read(_ bytes: [UInt8]) throws(ICalendarError) -> ICalendarDocument {
        let calendars = try components(bytes)
        guard !calendars.isEmpty else {
            throw ICalendarError(location: SourceLocation(file: file, line: 1, column: 1), message: "the file is empty: expected BEGIN:VCALENDAR")
        }
        var document = ICalendarDocument()
        for calendar in calendars {
            try read(calendar: calendar, into: &document)
        }
        document.events = resolveVersions(document.events)
        if droppedWarnings > 0, let last = warnings.last {
            warnings.append(ICalendarWarning(location: last.location, message: "\(droppedWarnings) more warnings not listed"))
        }
        document.warnings = warnings
        return document
    }

    // MARK: Components

    private func components(_ bytes: [UInt8]) throws(ICalendarError) -> [Component] {
        var stack: [Component] = []
        var top: [Component] = []
        var lastLine = 0
        try ICalendarLexer(file: file).forEachLine(bytes) { (line) throws(ICalendarError) in
            lastLine = line.location.line
            switch line.name {
            case "BEGIN":
                let name = line.value.trimmingCharacters(in: .whitespaces).uppercased()
                guard !name.isEmpty else { throw ICalendarError(location: line.valueLocation, message: "BEGIN: the component name is missing") }
                if stack.isEmpty && name != "VCALENDAR" {
                    throw ICalendarError(location: line.location, message: "BEGIN:\(name) outside a VCALENDAR: the file must start with BEGIN:VCALENDAR")
                }
                guard stack.count < Self.depthLimit else {
                    throw ICalendarError(location: line.location, message: "BEGIN:\(name): components are nested more than \(Self.depthLimit) deep")
                }
                stack.append(Component(name: name, location: line.location))
            case "END":
                let name = line.value.trimmingCharacters(in: .whitespaces).uppercased()
                guard let open = stack.popLast() else {
                    throw ICalendarError(location: line.location, message: "END:\(name) without a matching BEGIN")
                }
                guard open.name == name else {
                    throw ICalendarError(location: line.location, message: "END:\(name) closes BEGIN:\(open.name) of line \(open.location.line)")
                }
                if stack.isEmpty { top.append(open) } else { stack[stack.count - 1].children.append(open) }
            default:
                guard !stack.isEmpty else {
                    throw ICalendarError(location: line.location, message: "\(line.name) outside a VCALENDAR: the file must start with BEGIN:VCALENDAR")
                }
                stack[stack.count - 1].properties.append(line)
            }
        }
        if let open = stack.last {
            let end = SourceLocation(file: file, line: lastLine + 1, column: 1)
            throw ICalendarError(location: end, message: "the file ends inside BEGIN:\(open.name) of line \(open.location.line) (truncated?): END:\(open.name) is missing")
        }
        return top
    }

    // MARK: Warnings

    private mutating func warn(_ location: SourceLocation, _ message: String) {
        if warnings.count >= ICalendarDocument.warningLimit { droppedWarnings += 1; return }
        warnings.append(ICalendarWarning(location: location, message: message))
    }

    private mutating func unused(_ line: ICalendarContentLine, in context: String) {
        warn(line.location, "\(context): property \(line.name) is not used")
    }

    // MARK: Calendar

    private mutating func read(calendar: Component, into document: inout ICalendarDocument) throws(ICalendarError) {
        for line in calendar.properties {
            switch line.name {
            case "VERSION":
                if line.value.trimmingCharacters(in: .whitespaces) != "2.0" {
                    throw ICalendarError(location: line.valueLocation, message: "VERSION:\(line.value): only iCalendar 2.0 (RFC 5545) is read")
                }
            case "PRODID": document.productID = ICalendarText.unescape(line.value)
            case "CALSCALE":
                if line.value.uppercased() != "GREGORIAN" {
                    throw ICalendarError(location: line.valueLocation, message: "CALSCALE:\(line.value): only the GREGORIAN calendar is read")
                }
            case "X-WR-CALNAME": document.name = ICalendarText.unescape(line.value)
            case "X-WR-TIMEZONE":
                let name = line.value.trimmingCharacters(in: .whitespaces)
                if TimeZone(identifier: name) == nil && !calendar.children.contains(where: { $0.name == "VTIMEZONE" && $0.properties.contains { $0.name == "TZID" && $0.value == name } }) {
                    warn(line.valueLocation, "X-WR-TIMEZONE:\(name) is not a known zone: floating and UTC times are read as written")
                } else {
                    document.defaultTimeZone = name
                }
            default: unused(line, in: "VCALENDAR")
            }
        }
        for child in calendar.children where child.name == "VTIMEZONE" {
            let zone = try readTimeZone(child)
            definedZones.insert(zone.identifier)
            document.timeZones.append(zone)
        }
        for child in calendar.children where child.name != "VTIMEZONE" {
            switch child.name {
            case "VEVENT": document.events.append(try readEvent(child))
            default: warn(child.location, "component \(child.name) is not used (TimelineKit reads VEVENT and VTIMEZONE)")
            }
        }
    }

    // MARK: Time zones

    private mutating func readTimeZone(_ component: Component) throws(ICalendarError) -> ICalendarTimeZone {
        var identifier: String?
        for line in component.properties {
            if line.name == "TZID" { identifier = line.value } else { unused(line, in: "VTIMEZONE") }
        }
        guard let identifier, !identifier.isEmpty else {
            throw ICalendarError(location: component.location, message: "VTIMEZONE without TZID")
        }
        var observances: [ICalendarTimeZone.Observance] = []
        for child in component.children {
            guard let kind = ICalendarTimeZone.Observance.Kind(rawValue: child.name) else {
                warn(child.location, "VTIMEZONE \(identifier): component \(child.name) is not used")
                continue
            }
            let context = "VTIMEZONE \(identifier) \(child.name)"
            var start: Time?, from: Int?, to: Int?, name: String?
            var rules: [ICalendarRecurrenceRule] = [], dates: [Time] = []
            for line in child.properties {
                switch line.name {
                case "DTSTART": start = try dateTime(line, context: context).time
                case "TZOFFSETFROM": from = try offset(line, context: context)
                case "TZOFFSETTO": to = try offset(line, context: context)
                case "TZNAME": name = line.value
                case "RRULE": rules.append(try readRule(line, context: context))
                case "RDATE":
                    for value in line.value.split(separator: ",") {
                        dates.append(try dateTime(line, text: String(value), context: context).time)
                    }
                default: unused(line, in: context)
                }
            }
            guard let start, let from, let to else {
                throw ICalendarError(location: child.location, message: "\(context): DTSTART, TZOFFSETFROM and TZOFFSETTO are required")
            }
            observances.append(.init(kind: kind, start: start, offsetFrom: from, offsetTo: to, rules: rules, dates: dates, name: name))
        }
        guard !observances.isEmpty else {
            throw ICalendarError(location: component.location, message: "VTIMEZONE \(identifier) has no STANDARD or DAYLIGHT component")
        }
        return ICalendarTimeZone(identifier: identifier, observances: observances)
    }

    private func offset(_ line: ICalendarContentLine, context: String) throws(ICalendarError) -> Int {
        let text = Array(line.value.trimmingCharacters(in: .whitespaces).utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= text.count, text[range].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            return text[range].reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        guard (text.count == 5 || text.count == 7), text[0] == 0x2B || text[0] == 0x2D, let hours = number(1..<3), let minutes = number(3..<5),
              hours < 24, minutes < 60 else {
            throw ICalendarError(location: line.valueLocation, message: "\(context) \(line.name): \"\(line.value)\" is not a UTC offset (like +0100 or -0530)")
        }
        let seconds = text.count == 7 ? (number(5..<7) ?? 0) : 0
        return (text[0] == 0x2D ? -1 : 1) * (hours * 3_600 + minutes * 60 + seconds)
    }

    // MARK: Values

    private mutating func zoneIsKnown(_ name: String) -> Bool {
        if definedZones.contains(name) { return true }
        if let known = knownZones[name] { return known }
        let known = TimeZone(identifier: name) != nil
        knownZones[name] = known
        return known
    }

    private mutating func dateTime(_ line: ICalendarContentLine, text: String? = nil, context: String) throws(ICalendarError) -> ICalendarDateTime {
        let valueType = line.parameter("VALUE")?.uppercased()
        let dateOnly: Bool? = valueType == "DATE" ? true : valueType == "DATE-TIME" ? false : nil
        let zone = line.parameter("TZID")
        switch ICalendarDateTime.parse((text ?? line.value).trimmingCharacters(in: .whitespaces), zone: zone, dateOnly: dateOnly) {
        case .success(let value):
            if let zone, value.form != .date, value.form != .utc, !zoneIsKnown(zone) {
                throw ICalendarError(location: line.location, message: "\(context) \(line.name): TZID \"\(zone)\" is neither defined by a VTIMEZONE in the file nor a known IANA zone (like Europe/Berlin)")
            }
            return value
        case .failure(let error):
            throw ICalendarError(location: line.valueLocation, message: "\(context) \(line.name): \(error.message)")
        }
    }

    private func readRule(_ line: ICalendarContentLine, context: String) throws(ICalendarError) -> ICalendarRecurrenceRule {
        switch ICalendarRecurrenceRule.parse(line.value, zone: nil) {
        case .success(let rule): return rule
        case .failure(let error): throw ICalendarError(location: line.valueLocation, message: "\(context) RRULE: \(error.message)")
        }
    }

    private func duration(_ line: ICalendarContentLine, text: String, context: String) throws(ICalendarError) -> ICalendarDuration {
        switch ICalendarDuration.parse(text.trimmingCharacters(in: .whitespaces)) {
        case .success(let duration): return duration
        case .failure(let error): throw ICalendarError(location: line.valueLocation, message: "\(context) \(line.name): \(error.message)")
        }
    }

    // MARK: Events

    private mutating func readEvent(_ component: Component) throws(ICalendarError) -> ICalendarEvent {
        let uidLine = component.properties.first { $0.name == "UID" }
        let uid = uidLine.map { ICalendarText.unescape($0.value) }
        let context = uid.map { "VEVENT \"\($0)\"" } ?? "VEVENT of line \(component.location.line)"
        var start: ICalendarDateTime?, startLine: ICalendarContentLine?
        var event = ICalendarEvent(uid: uid ?? "", start: ICalendarDateTime(Time(dayNumber: 0), form: .date))
        var endLine: ICalendarContentLine?, durationLine: ICalendarContentLine?
        var seen = Set<String>()
        var ruleLines: [ICalendarContentLine] = []
        for line in component.properties {
            let single = ["UID", "DTSTART", "DTEND", "DURATION", "SUMMARY", "LOCATION", "DESCRIPTION", "STATUS", "SEQUENCE", "COLOR", "RECURRENCE-ID", "DTSTAMP"]
            if single.contains(line.name) && !seen.insert(line.name).inserted {
                throw ICalendarError(location: line.location, message: "\(context): \(line.name) is given twice")
            }
            switch line.name {
            case "UID": break
            case "DTSTART":
                start = try dateTime(line, context: context)
                startLine = line
            case "DTEND":
                event.end = try dateTime(line, context: context)
                endLine = line
            case "DURATION":
                event.duration = try duration(line, text: line.value, context: context)
                durationLine = line
            case "SUMMARY": event.summary = ICalendarText.unescape(line.value)
            case "LOCATION": event.location = ICalendarText.unescape(line.value)
            case "DESCRIPTION": event.description = ICalendarText.unescape(line.value)
            case "STATUS":
                guard let status = ICalendarEvent.Status(rawValue: line.value.trimmingCharacters(in: .whitespaces).uppercased()) else {
                    throw ICalendarError(location: line.valueLocation, message: "\(context) STATUS:\(line.value): use TENTATIVE, CONFIRMED or CANCELLED")
                }
                event.status = status
            case "SEQUENCE":
                guard let sequence = Int(line.value.trimmingCharacters(in: .whitespaces)), sequence >= 0, sequence <= Int(Int32.max) else {
                    throw ICalendarError(location: line.valueLocation, message: "\(context) SEQUENCE:\(line.value) must be a whole number, 0 or more")
                }
                event.sequence = sequence
            case "CATEGORIES": event.categories += ICalendarText.list(line.value)
            case "COLOR": event.color = ICalendarText.unescape(line.value)
            case "RRULE":
                let rule = try readRule(line, context: context)
                if !rule.canProduce {
                    throw ICalendarError(location: line.valueLocation, message: "\(context) RRULE:\(line.value) never produces an instance (no month has that day)")
                }
                event.recurrenceRules.append(rule)
                ruleLines.append(line)
            case "RDATE":
                let period = line.parameter("VALUE")?.uppercased() == "PERIOD"
                for value in line.value.split(separator: ",") {
                    let text = String(value)
                    if period || text.contains("/") {
                        let parts = text.split(separator: "/", maxSplits: 1).map(String.init)
                        guard parts.count == 2 else {
                            throw ICalendarError(location: line.valueLocation, message: "\(context) RDATE: \"\(text)\" is not a period (start/end or start/duration)")
                        }
                        let periodStart = try dateTime(line, text: parts[0], context: context)
                        if parts[1].hasPrefix("P") || parts[1].hasPrefix("+") || parts[1].hasPrefix("-") {
                            event.recurrenceDates.append(.periodDuration(periodStart, duration: try duration(line, text: parts[1], context: context)))
                        } else {
                            let periodEnd = try dateTime(line, text: parts[1], context: context)
                            event.recurrenceDates.append(.period(periodStart, end: periodEnd))
                        }
                    } else {
                        event.recurrenceDates.append(.instant(try dateTime(line, text: text, context: context)))
                    }
                }
            case "EXDATE":
                for value in line.value.split(separator: ",") {
                    event.exceptionDates.append(try dateTime(line, text: String(value), context: context))
                }
            case "RECURRENCE-ID":
                event.recurrenceID = try dateTime(line, context: context)
                if let range = line.parameter("RANGE")?.uppercased() {
                    guard range == "THISANDFUTURE" else {
                        throw ICalendarError(location: line.location, message: "\(context) RECURRENCE-ID: RANGE=\(range) is not defined (use THISANDFUTURE)")
                    }
                    event.appliesToFutureInstances = true
                }
            case "DTSTAMP": event.timestamp = try? dateTime(line, context: context)
            default: unused(line, in: context)
            }
        }
        for child in component.children { warn(child.location, "\(context): component \(child.name) is not used") }
        guard let start, let startLine else {
            throw ICalendarError(location: component.location, message: "\(context): DTSTART is missing")
        }
        if uid == nil {
            event.uid = "line-\(component.location.line)@\(file)"
            warn(component.location, "\(context): UID is missing: the event is called \"\(event.uid)\"")
        }
        event.start = start
        if let endLine, let end = event.end {
            if durationLine != nil {
                throw ICalendarError(location: endLine.location, message: "\(context): DTEND and DURATION must not both be given")
            }
            if end.isDate != start.isDate {
                throw ICalendarError(location: endLine.valueLocation, message: "\(context) DTEND: \(end.isDate ? "a date" : "a date-time") but DTSTART \(startLine.value) is \(start.isDate ? "a date" : "a date-time")")
            }
            if end.form == start.form && end.time < start.time {
                throw ICalendarError(location: endLine.valueLocation, message: "\(context) DTEND \(end.text) is before DTSTART \(start.text)")
            }
        }
        if let duration = event.duration, duration.days < 0 || duration.seconds < 0 {
            throw ICalendarError(location: durationLine?.valueLocation ?? component.location, message: "\(context) DURATION \(duration) is negative")
        }
        for (rule, line) in zip(event.recurrenceRules, ruleLines) {
            guard let until = rule.until else { continue }
            // Forms may differ (UTC UNTIL, zoned DTSTART): 14 hours cover any offset.
            let slack: Double = until.form == start.form || until.isDate ? 0 : 14 * 3_600
            let untilEnd = until.isDate ? until.time.absoluteSeconds + 86_399 : until.time.absoluteSeconds
            if untilEnd + slack < start.time.absoluteSeconds {
                warn(line.valueLocation, "\(context) RRULE: UNTIL \(until.text) is before DTSTART \(start.text): the series is its DTSTART only")
            }
        }
        event.sourceLocation = component.location
        return event
    }

    // MARK: Versions

    /// Keeps, of components with one UID and one RECURRENCE-ID, the one with the highest SEQUENCE (the later one on a tie).
    private mutating func resolveVersions(_ events: [ICalendarEvent]) -> [ICalendarEvent] {
        struct Key: Hashable {
            var uid: String
            var recurrenceID: ICalendarDateTime?
        }
        var chosen: [Key: Int] = [:]
        var keep = [Bool](repeating: true, count: events.count)
        for (index, event) in events.enumerated() {
            let key = Key(uid: event.uid, recurrenceID: event.recurrenceID)
            guard let previous = chosen[key] else { chosen[key] = index; continue }
            let other = events[previous]
            let winner = event.sequence >= other.sequence ? index : previous
            let loser = winner == index ? previous : index
            keep[loser] = false
            chosen[key] = winner
            let what = event.recurrenceID.map { "instance \($0.text) of " } ?? ""
            warn(events[loser].sourceLocation ?? SourceLocation(file: file, line: 0, column: 0),
                 "\(what)VEVENT \"\(event.uid)\" (SEQUENCE \(events[loser].sequence)) is replaced by the version of line \(events[winner].sourceLocation?.line ?? 0) (SEQUENCE \(events[winner].sequence))")
        }
        return events.enumerated().filter { keep[$0.offset] }.map(\.element)
    }
}

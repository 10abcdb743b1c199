public import Foundation
public import TimelineCore

/// Expands a calendar's events into the occurrences of one window at a time,
/// with its zones resolved once: what the week view asks for as it scrolls.
///
/// The window `[start, end)` is given as wall-clock times in the viewer's
/// zone. An occurrence `[s, e)` is in when `s < end && e > start`; a
/// zero-length one when `start <= s < end`. DATE values and floating times
/// are read in the viewer's zone (floating times in the calendar's
/// X-WR-TIMEZONE when it has one).
public struct ICalendarExpander: Sendable {
    /// The default work limit of one window: periods, days and candidates looked at.
    public static let defaultWorkLimit = 20_000_000

    private let document: ICalendarDocument
    private let zones: [String: ICalendarZone]
    private let series: [Series]

    /// One UID: its master (if any) and its overrides.
    private struct Series: Sendable {
        var master: ICalendarEvent?
        var overrides: [ICalendarEvent]
    }

    /// Prepares `document` for expansion (resolves its zones, groups series by UID).
    /// - Parameter document: The calendar.
    /// - Complexity: O(events + zone onsets up to 2200).
    public init(_ document: ICalendarDocument) {
        self.document = document
        var zones: [String: ICalendarZone] = [:]
        for zone in document.timeZones where zones[zone.identifier] == nil { zones[zone.identifier] = ICalendarZone(zone) }
        func add(_ value: ICalendarDateTime?) {
            guard let name = value?.zoneIdentifier, zones[name] == nil, let zone = TimeZone(identifier: name) else { return }
            zones[name] = .foundation(zone)
        }
        if let name = document.defaultTimeZone, zones[name] == nil, let zone = TimeZone(identifier: name) { zones[name] = .foundation(zone) }
        var order: [String] = []
        var groups: [String: Series] = [:]
        for event in document.events {
            add(event.start)
            add(event.end)
            add(event.recurrenceID)
            for value in event.exceptionDates { add(value) }
            for value in event.recurrenceDates { add(value.start) }
            if groups[event.uid] == nil {
                order.append(event.uid)
                groups[event.uid] = Series(master: nil, overrides: [])
            }
            if event.recurrenceID == nil { groups[event.uid]?.master = event } else { groups[event.uid]?.overrides.append(event) }
        }
        self.zones = zones
        self.series = order.compactMap { groups[$0] }
    }

    /// The occurrences in `[start, end)`, wall-clock times in `timeZone`.
    /// - Parameters:
    ///   - start: The window's start on the viewer's wall clock.
    ///   - end: The window's end (exclusive).
    ///   - timeZone: The viewer's zone.
    ///   - workLimit: The work budget of each series (see ``defaultWorkLimit``); a series that runs out is reported in the warnings.
    /// - Returns: The occurrences, sorted, and warnings for series cut short.
    /// - Complexity: O(occurrences in the window + periods of the window) per series for rules
    ///   without COUNT or with one instance per period; other COUNT rules count from DTSTART.
    public func occurrences(from start: Time, to end: Time, in timeZone: TimeZone, workLimit: Int = defaultWorkLimit) -> ICalendarExpansion {
        let context = Context(zones: zones, viewer: .foundation(timeZone),
                              floating: document.defaultTimeZone.flatMap { zones[$0] })
        let windowStart = context.viewer.utc(fromWall: ICalendarDateTime(start, form: .floating).wallSeconds)
        let windowEnd = context.viewer.utc(fromWall: ICalendarDateTime(end, form: .floating).wallSeconds)
        var result: [ICalendarOccurrence] = []
        var warnings: [ICalendarWarning] = []
        for series in series {
            context.expand(series.master, overrides: series.overrides, window: windowStart..<max(windowStart, windowEnd), workLimit: workLimit,
                           into: &result, warnings: &warnings)
        }
        result.sort { ($0.start, $0.uid, $0.end) < ($1.start, $1.uid, $1.end) }
        return ICalendarExpansion(occurrences: result, warnings: warnings, timeZone: timeZone)
    }

    /// The expansion state of one window.
    private struct Context {
        let zones: [String: ICalendarZone]
        let viewer: ICalendarZone
        let floating: ICalendarZone?

        /// The zone and wall clock (seconds) a value is read in.
        func anchor(_ value: ICalendarDateTime) -> (zone: ICalendarZone, wall: Int) {
            switch value.form {
            case .date: return (viewer, value.wallSeconds)
            case .floating: return (floating ?? viewer, value.wallSeconds)
            case .utc:
                if let floating { return (floating, floating.wall(fromUTC: value.wallSeconds)) }
                return (.utc, value.wallSeconds)
            case .zoned(let name): return (zones[name] ?? .utc, value.wallSeconds)
            }
        }

        func utc(_ value: ICalendarDateTime) -> Int {
            let (zone, wall) = anchor(value)
            return zone.utc(fromWall: wall)
        }

        /// A length: nominal days on the wall clock, then exact seconds.
        struct Length {
            var days: Int
            var seconds: Int
            var span: Int { days * 86_400 + seconds }
        }

        func length(of event: ICalendarEvent) -> Length {
            if let end = event.end {
                if event.start.isDate { return Length(days: max(0, (end.wallSeconds - event.start.wallSeconds) / 86_400), seconds: 0) }
                return Length(days: 0, seconds: max(0, utc(end) - utc(event.start)))
            }
            if let duration = event.duration { return Length(days: duration.days, seconds: duration.seconds) }
            return Length(days: event.start.isDate ? 1 : 0, seconds: 0)
        }

        /// The end instant of an occurrence starting at `wall` in `zone`.
        func endInstant(wall: Int, startUTC: Int, zone: ICalendarZone, length: Length) -> Int {
            let end = (length.days == 0 ? startUTC : zone.utc(fromWall: wall + length.days * 86_400)) + length.seconds
            return max(end, startUTC)
        }

        static func overlaps(_ start: Int, _ end: Int, _ window: Range<Int>) -> Bool {
            start == end ? window.contains(start) : start < window.upperBound && end > window.lowerBound
        }

        static func date(_ utc: Int) -> Date { Date(timeIntervalSinceReferenceDate: Double(utc)) }

        func makeOccurrence(of event: ICalendarEvent, recurrenceID: Int?, start: Int, end: Int) -> ICalendarOccurrence {
            ICalendarOccurrence(uid: event.uid, summary: event.summary, location: event.location, description: event.description, status: event.status,
                                categories: event.categories, color: event.color, recurrenceID: recurrenceID.map(Self.date),
                                start: Self.date(start), end: Self.date(end), isAllDay: event.start.isDate)
        }

        func expand(_ master: ICalendarEvent?, overrides: [ICalendarEvent], window: Range<Int>, workLimit: Int,
                             into result: inout [ICalendarOccurrence], warnings: inout [ICalendarWarning]) {
            // Overrides are finite: each is checked on its own.
            for event in overrides {
                let startUTC = utc(event.start)
                let (zone, wall) = anchor(event.start)
                let endUTC = endInstant(wall: wall, startUTC: startUTC, zone: zone, length: length(of: event))
                if Self.overlaps(startUTC, endUTC, window) {
                    result.append(makeOccurrence(of: event, recurrenceID: event.recurrenceID.map { utc($0) }, start: startUTC, end: endUTC))
                }
            }
            guard let master else { return }
            let (zone, startWall) = anchor(master.start)
            let masterLength = length(of: master)
            guard master.isRecurring else {
                let startUTC = zone.utc(fromWall: startWall)
                let endUTC = endInstant(wall: startWall, startUTC: startUTC, zone: zone, length: masterLength)
                if Self.overlaps(startUTC, endUTC, window), !overrides.contains(where: { $0.recurrenceID.map(utc) == startUTC }) {
                    result.append(makeOccurrence(of: master, recurrenceID: nil, start: startUTC, end: endUTC))
                }
                return
            }
            let isDate = master.start.isDate
            // Keys: the UTC start of a timed instance, the day of an all-day one.
            func keyOfWall(_ wall: Int) -> Int { isDate ? CivilCalendar.floorDiv(wall, 86_400) : zone.utc(fromWall: wall) }
            func keyOf(_ value: ICalendarDateTime) -> Int {
                isDate ? CivilCalendar.floorDiv(anchor(value).wall, 86_400) : utc(value)
            }
            let overridden = Set(overrides.compactMap { $0.recurrenceID.map(keyOf) })
            var excludedKeys = Set<Int>(), excludedDays = Set<Int>()
            for value in master.exceptionDates {
                if value.isDate && !isDate { excludedDays.insert(value.time.dayNumber) } else { excludedKeys.insert(keyOf(value)) }
            }
            // THISANDFUTURE overrides: (key, shift on the wall clock, the override), by key.
            var future: [(key: Int, shift: Int, event: ICalendarEvent)] = []
            for event in overrides where event.appliesToFutureInstances {
                guard let recurrenceID = event.recurrenceID else { continue }
                let ridWall = zone.wall(fromUTC: utc(recurrenceID))
                let newWall = zone.wall(fromUTC: utc(event.start))
                future.append((keyOf(recurrenceID), isDate ? event.start.wallSeconds - recurrenceID.wallSeconds : newWall - ridWall, event))
            }
            future.sort { $0.key < $1.key }
            let maximumShift = future.map { abs($0.shift) + max(0, length(of: $0.event).span) }.max() ?? 0
            // The window on the series' wall clock, widened by the longest instance and two days of offsets.
            let margin = 2 * 86_400 + maximumShift
            let fromWall = zone.wall(fromUTC: window.lowerBound) - max(0, masterLength.span) - margin
            let throughWall = zone.wall(fromUTC: window.upperBound) + margin
            var instances: [(wall: Int, length: Length)] = []
            for rule in master.recurrenceRules {
                let untilWall = rule.until.map { until -> Int in
                    if until.isDate && !isDate { return until.wallSeconds + 86_399 }
                    return isDate ? anchor(until).wall : zone.wall(fromUTC: utc(until))
                }
                var budget = workLimit
                let expander = ICalendarRuleExpander(rule: rule, start: startWall, untilWall: untilWall)
                let expansion = expander.instances(from: fromWall, through: throughWall, budget: &budget)
                instances += expansion.instances.map { (wall: $0, length: masterLength) }
                if expansion.isExhausted {
                    warnings.append(ICalendarWarning(location: master.sourceLocation ?? SourceLocation(file: "<input>", line: 0, column: 0),
                                                     message: "VEVENT \"\(master.uid)\" RRULE:\(rule.text): the expansion stopped after \(workLimit) steps; occurrences of this window may be missing"))
                }
            }
            instances.append((startWall, masterLength))
            // An RDATE may be written in another form than DTSTART (UTC for a zoned series): read it on the series' wall clock.
            func seriesWall(_ value: ICalendarDateTime) -> Int { isDate ? anchor(value).wall : zone.wall(fromUTC: utc(value)) }
            for value in master.recurrenceDates {
                switch value {
                case .instant(let start): instances.append((seriesWall(start), masterLength))
                case .period(let start, let end):
                    instances.append((seriesWall(start), Length(days: 0, seconds: max(0, utc(end) - utc(start)))))
                case .periodDuration(let start, let duration):
                    instances.append((seriesWall(start), Length(days: duration.days, seconds: duration.seconds)))
                }
            }
            instances.sort { $0.wall < $1.wall }
            var seen = Set<Int>()
            for (wall, length) in instances where seen.insert(wall).inserted {
                let instanceKey = keyOfWall(wall)
                if overridden.contains(instanceKey) || excludedKeys.contains(instanceKey)
                    || excludedDays.contains(CivilCalendar.floorDiv(wall, 86_400)) { continue }
                let recurrenceID = isDate ? zone.utc(fromWall: wall) : instanceKey
                var event = master, startWall = wall, length = length
                if let change = future.last(where: { $0.key <= instanceKey }) {
                    event = change.event
                    startWall = wall + change.shift
                    length = self.length(of: change.event)
                }
                let startUTC = zone.utc(fromWall: startWall)
                let endUTC = endInstant(wall: startWall, startUTC: startUTC, zone: zone, length: length)
                if Self.overlaps(startUTC, endUTC, window) {
                    var occurrence = makeOccurrence(of: event, recurrenceID: recurrenceID, start: startUTC, end: endUTC)
                    occurrence.isAllDay = isDate
                    result.append(occurrence)
                }
            }
        }
    }
}

extension ICalendarDocument {
    /// The occurrences in `[start, end)`, wall-clock times in `timeZone`
    /// (see ``ICalendarExpander``; prepare one to ask several windows).
    /// - Parameters:
    ///   - start: The window's start on the viewer's wall clock.
    ///   - end: The window's end (exclusive).
    ///   - timeZone: The viewer's zone.
    ///   - workLimit: The work budget of each series.
    /// - Returns: The occurrences, sorted, and warnings for series cut short.
    public func occurrences(from start: Time, to end: Time, in timeZone: TimeZone,
                            workLimit: Int = ICalendarExpander.defaultWorkLimit) -> ICalendarExpansion {
        ICalendarExpander(self).occurrences(from: start, to: end, in: timeZone, workLimit: workLimit)
    }
}

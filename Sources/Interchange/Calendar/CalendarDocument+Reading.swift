public import Foundation
import CalendarViews
import TimelineCore
import TimelineGraphics

extension CalendarDocument {
    /// The keys each mapping of a calendar document accepts.
    enum Keys {
        static let document = ["kind", "version", "title", "timeZone", "view", "day", "week", "events", "appointments"]
        static let view = ["type", "date", "days", "now", "width", "height", "scrollTo"]
        static let day = ["hours", "timeLabels", "clock", "hourHeight", "timeColumnWidth", "labelFontSize", "labelColor", "gridLines", "gridLineColor",
                          "gridLineWidth", "verticalDivider", "currentTime", "currentTimeColor", "currentTimeLineWidth", "currentTimeDotRadius",
                          "cardCornerRadius", "cardShadow", "titleFontSize", "subtitleFontSize", "avatars", "avatarSize", "padding", "layoutMode",
                          "background"]
        static let week = ["layoutMode", "allDayEvents", "autoConvertAllDayEvents", "hourHeight", "minimumZoom", "maximumZoom", "locale",
                           "previewEventPrecisionInMinutes", "hourLabelFormat", "halfHourLines", "dashPattern", "mainLineColor", "dashedLineColor",
                           "defaultDayColor", "weekendDayColor", "pastDayColor", "pastWeekendDayColor", "todayDayColor", "currentTimeColor",
                           "sideBarWidth", "dayLabelFontSize", "dayLabelMinimumFontSize", "maximumAllDayRows"]
        static let event = ["id", "title", "location", "start", "end", "duration", "color", "allDay", "gradient"]
        static let appointment = ["id", "title", "subtitle", "start", "end", "duration", "color", "background", "avatar"]
        static let avatar = ["initials", "image"]
        static let hours = ["start", "end"]
    }

    /// The most events or appointments a document may hold.
    public static let itemLimit = 2_000_000

    /// Reads a calendar document from JSON or YAML text and checks it.
    /// - Parameters:
    ///   - text: The text.
    ///   - file: The name used in error messages.
    /// - Throws: ``TimelineDocumentErrors`` listing every problem (up to
    ///   ``TimelineDocument/errorLimit``) as `file:line:column: message`.
    public init(parsing text: String, file: String = "<input>") throws(TimelineDocumentErrors) {
        self = try DocumentSource.read(text, file: file, expecting: "a mapping with \"kind: calendar\"", with: CalendarDocumentDecoder.self)
    }

    /// Reads a calendar document from a `.json`, `.yaml` or `.yml` file.
    /// - Throws: ``TimelineDocumentErrors``; an unreadable file gives one error at line 0, a file
    ///   that is not UTF-8 one at its first invalid byte.
    public init(contentsOf url: URL) throws(TimelineDocumentErrors) {
        let source = try DocumentSource.text(of: url)
        try self.init(parsing: source.text, file: source.file)
    }
}

/// Decodes a calendar document from Yams nodes, reporting every problem with its place.
struct CalendarDocumentDecoder: KindDocumentDecoder {
    var reader: NodeReader

    init(reader: NodeReader) {
        self.reader = reader
    }

    typealias Keys = CalendarDocument.Keys

    mutating func decode(_ root: DocumentNode) -> CalendarDocument? {
        guard let pairs = reader.mapping(root, "the document", keys: Keys.document, context: "document: ") else { return nil }
        var document = CalendarDocument()
        let top = "document: "
        var sawKind = false
        for (key, keyNode, node) in pairs {
            switch key {
            case "kind":
                sawKind = true
                _ = reader.name(node, "kind", among: ["calendar"], context: top)
            case "version":
                if let version = reader.integer(node, "version", context: top), version != CalendarDocument.currentVersion {
                    reader.report(node, "document: version \(version) is not supported (this reader reads version 1)")
                }
            case "title":
                if let title = reader.optionalString(node, "title", context: top) { document.title = title }
            case "timeZone":
                if let name = reader.string(node, "timeZone", context: top) {
                    if let zone = TimeZone(identifier: name) {
                        document.timeZone = zone
                    } else {
                        reader.report(node, "document: unknown time zone \"\(name)\" (use an IANA name such as Europe/Berlin or America/New_York)")
                    }
                }
            case "view": decodeView(node, into: &document.view)
            case "day": decodeDay(node, into: &document.dayStyle)
            case "week": decodeWeek(node, into: &document.weekStyle)
            case "events": document.events = decodeEvents(node)
            case "appointments": document.appointments = decodeAppointments(node)
            default: reader.report(keyNode, "document: unknown key \"\(key)\"")
            }
        }
        if !sawKind { reader.report(root, "document: expected \"kind: calendar\" (project documents have no kind)") }
        return document
    }

    // MARK: View and styles

    mutating func decodeView(_ node: DocumentNode, into view: inout CalendarDocument.View) {
        let context = "view: "
        guard let pairs = reader.mapping(node, "view", keys: Keys.view, context: context) else { return }
        for (key, _, value) in pairs {
            switch key {
            case "type":
                if let name = reader.name(value, "view type", among: CalendarDocument.ViewType.allCases.map(\.rawValue), context: context) {
                    view.type = CalendarDocument.ViewType(rawValue: name) ?? .week
                }
            case "date": view.date = supportedTime(value, "date", context: context)
            case "days": if let days = boundedInteger(value, "days", 1...366, context: context) { view.days = days }
            case "now": view.now = supportedTime(value, "now", context: context)
            case "width": view.width = reader.positiveNumber(value, "width", context: context, maximum: 100_000)
            case "height": view.height = reader.positiveNumber(value, "height", context: context, maximum: 100_000)
            case "scrollTo": view.scrollTo = clock(value, "scrollTo", context: context)
            default: break
            }
        }
    }

    mutating func decodeDay(_ node: DocumentNode, into style: inout DayTimelineStyle) {
        let context = "day: "
        guard let pairs = reader.mapping(node, "day", keys: Keys.day, context: context) else { return }
        for (key, _, value) in pairs {
            switch key {
            case "hours":
                if reader.string(value, "hours", context: context, quiet: true) == "automatic" {
                    style.hourRange = .automatic
                } else if let hours = reader.mapping(value, "hours", keys: Keys.hours, context: context) {
                    var start = 0, end = 24
                    for (hourKey, _, hourNode) in hours {
                        if let hour = boundedInteger(hourNode, "hours.\(hourKey)", 0...24, context: context) {
                            if hourKey == "start" { start = hour } else { end = hour }
                        }
                    }
                    if end <= start { reader.report(value, "day: hours end \(end) must be after start \(start)") } else { style.hourRange = .explicit(start: start, end: end) }
                }
            case "timeLabels":
                if reader.string(value, "timeLabels", context: context, quiet: true) == "automatic" {
                    style.timeLabels = .automatic
                } else if let labels = reader.sequence(value, "timeLabels", context: context) {
                    style.timeLabels = .custom(labels.compactMap { clock($0, "a time label", context: context) })
                }
            case "clock":
                if let hours = reader.integer(value, "clock", context: context) {
                    if hours == 12 || hours == 24 { style.uses24HourClock = hours == 24 } else { reader.report(value, "day: clock must be 12 or 24, not \(hours)") }
                }
            case "hourHeight": style.hourHeight = number(value, key, context, maximum: 2_000) ?? style.hourHeight
            case "timeColumnWidth": style.timeColumnWidth = number(value, key, context, maximum: 1_000) ?? style.timeColumnWidth
            case "labelFontSize": style.labelFont.size = number(value, key, context, maximum: 200) ?? style.labelFont.size
            case "labelColor": style.labelColor = color(value, key, context) ?? style.labelColor
            case "gridLines": style.showsGridLines = bool(value, key, context) ?? style.showsGridLines
            case "gridLineColor": style.gridLineColor = color(value, key, context) ?? style.gridLineColor
            case "gridLineWidth": style.gridLineWidth = number(value, key, context, maximum: 50) ?? style.gridLineWidth
            case "verticalDivider": style.showsVerticalDivider = bool(value, key, context) ?? style.showsVerticalDivider
            case "currentTime": style.showsCurrentTime = bool(value, key, context) ?? style.showsCurrentTime
            case "currentTimeColor": style.currentTimeColor = color(value, key, context) ?? style.currentTimeColor
            case "currentTimeLineWidth": style.currentTimeLineWidth = number(value, key, context, maximum: 50) ?? style.currentTimeLineWidth
            case "currentTimeDotRadius": style.currentTimeDotRadius = number(value, key, context, maximum: 50) ?? style.currentTimeDotRadius
            case "cardCornerRadius": style.cardCornerRadius = number(value, key, context, maximum: 100, allowZero: true) ?? style.cardCornerRadius
            case "cardShadow": if let shows = bool(value, key, context) { style.cardShadow = shows ? DayTimelineStyle.Shadow() : nil }
            case "titleFontSize": style.titleFont.size = number(value, key, context, maximum: 200) ?? style.titleFont.size
            case "subtitleFontSize": style.subtitleFont.size = number(value, key, context, maximum: 200) ?? style.subtitleFont.size
            case "avatars": style.showsAvatar = bool(value, key, context) ?? style.showsAvatar
            case "avatarSize": style.avatarSize = number(value, key, context, maximum: 500) ?? style.avatarSize
            case "padding": style.padding = number(value, key, context, maximum: 200, allowZero: true) ?? style.padding
            case "layoutMode": style.layoutMode = layoutMode(value, context) ?? style.layoutMode
            case "background": style.backgroundColor = color(value, key, context) ?? style.backgroundColor
            default: break
            }
        }
    }

    mutating func decodeWeek(_ node: DocumentNode, into style: inout WeekViewStyle) {
        let context = "week: "
        guard let pairs = reader.mapping(node, "week", keys: Keys.week, context: context) else { return }
        for (key, _, value) in pairs {
            switch key {
            case "layoutMode": style.layoutMode = layoutMode(value, context) ?? style.layoutMode
            case "allDayEvents":
                if let name = reader.name(value, "allDayEvents", among: ["stacked", "sideBySide"], context: context) {
                    style.allDayEventLayout = name == "stacked" ? .stacked : .sideBySide
                }
            case "autoConvertAllDayEvents": style.autoConvertAllDayEvents = bool(value, key, context) ?? style.autoConvertAllDayEvents
            case "hourHeight": style.hourHeight = number(value, key, context, maximum: 2_000) ?? style.hourHeight
            case "minimumZoom": style.minimumZoom = number(value, key, context, maximum: 100) ?? style.minimumZoom
            case "maximumZoom": style.maximumZoom = number(value, key, context, maximum: 100) ?? style.maximumZoom
            case "locale":
                if let identifier = reader.string(value, "locale", context: context) {
                    if let locale = DocumentLocale.locale(for: identifier) {
                        style.locale = locale
                    } else {
                        reader.report(value, "week: " + DocumentLocale.unknownMessage(identifier))
                    }
                }
            case "previewEventPrecisionInMinutes":
                style.previewEventPrecisionInMinutes = boundedInteger(value, key, 1...1_440, context: context) ?? style.previewEventPrecisionInMinutes
            case "hourLabelFormat":
                if let pattern = reader.string(value, key, context: context) { style.hourLabelFormat = .pattern(pattern) }
            case "halfHourLines": style.showsHalfHourLines = bool(value, key, context) ?? style.showsHalfHourLines
            case "dashPattern":
                if let nodes = reader.sequence(value, key, context: context) {
                    style.dashPattern = nodes.compactMap { number($0, "a dash length", context, maximum: 1_000) }
                }
            case "mainLineColor": style.mainLineColor = color(value, key, context) ?? style.mainLineColor
            case "dashedLineColor": style.dashedLineColor = color(value, key, context) ?? style.dashedLineColor
            case "defaultDayColor": style.defaultDayColor = color(value, key, context) ?? style.defaultDayColor
            case "weekendDayColor": style.weekendDayColor = color(value, key, context) ?? style.weekendDayColor
            case "pastDayColor": style.pastDayColor = color(value, key, context) ?? style.pastDayColor
            case "pastWeekendDayColor": style.pastWeekendDayColor = color(value, key, context) ?? style.pastWeekendDayColor
            case "todayDayColor": style.todayDayColor = color(value, key, context) ?? style.todayDayColor
            case "currentTimeColor": style.currentTimeColor = color(value, key, context) ?? style.currentTimeColor
            case "sideBarWidth": style.sideBarWidth = number(value, key, context, maximum: 1_000) ?? style.sideBarWidth
            case "dayLabelFontSize": style.dayLabelFont.size = number(value, key, context, maximum: 200) ?? style.dayLabelFont.size
            case "dayLabelMinimumFontSize": style.dayLabelMinimumFontSize = number(value, key, context, maximum: 200) ?? style.dayLabelMinimumFontSize
            case "maximumAllDayRows": style.maximumAllDayRows = boundedInteger(value, key, 1...20, context: context) ?? style.maximumAllDayRows
            default: break
            }
        }
        if style.minimumZoom > style.maximumZoom {
            reader.report(node, "week: minimumZoom \(style.minimumZoom) is above maximumZoom \(style.maximumZoom)")
        }
    }

    // MARK: Events and appointments

    /// The parts every item shares.
    struct Common {
        var id: String?
        var title = ""
        var start: Time?
        var end: Time?
        var color: Color?
    }

    mutating func decodeEvents(_ node: DocumentNode) -> [CalendarEvent] {
        guard let nodes = reader.sequence(node, "events", context: "document: ") else { return [] }
        guard nodes.count <= CalendarDocument.itemLimit else {
            reader.report(node, "document: \(nodes.count) events are more than the \(CalendarDocument.itemLimit) a document may hold")
            return []
        }
        var result: [CalendarEvent] = []
        result.reserveCapacity(nodes.count)
        var seen: [String: Int] = [:]
        for (index, eventNode) in nodes.enumerated() {
            if reader.isFull { break }
            let context = "event \(index + 1): "
            guard let pairs = reader.mapping(eventNode, "an event", keys: Keys.event, context: context) else { continue }
            var common = Common()
            var location: String?, allDay = false, gradient: Color?
            var ok = readCommon(pairs, into: &common, context: context, what: "event")
            for (key, _, value) in pairs {
                switch key {
                case "location": if let text = reader.optionalString(value, "location", context: context) { location = text } else { ok = false }
                case "allDay": if let flag = bool(value, "allDay", context) { allDay = flag } else { ok = false }
                case "gradient": if let c = color(value, "gradient", context) { gradient = c } else { ok = false }
                default: break
                }
            }
            guard ok, let id = common.id, let start = common.start, let end = common.end else { continue }
            let named = "event \"\(id)\": "
            if let first = seen[id] {
                reader.report(pairs.first { $0.key == "id" }?.value ?? eventNode, "\(named)the id is already used by event \(first)")
                continue
            }
            seen[id] = index + 1
            do {
                result.append(try CalendarEvent(id: id, title: common.title, location: location, start: start, end: end,
                                                color: common.color ?? Color(rgb: 0x3b, 0x82, 0xf6), isAllDay: allDay, gradientColor: gradient))
            } catch {
                reader.report(pairs.first { $0.key == "end" }?.value ?? eventNode, "\(named)end \(end) is before start \(start)")
            }
        }
        return result
    }

    mutating func decodeAppointments(_ node: DocumentNode) -> [Appointment] {
        guard let nodes = reader.sequence(node, "appointments", context: "document: ") else { return [] }
        guard nodes.count <= CalendarDocument.itemLimit else {
            reader.report(node, "document: \(nodes.count) appointments are more than the \(CalendarDocument.itemLimit) a document may hold")
            return []
        }
        var result: [Appointment] = []
        var seen: [String: Int] = [:]
        for (index, itemNode) in nodes.enumerated() {
            if reader.isFull { break }
            let context = "appointment \(index + 1): "
            guard let pairs = reader.mapping(itemNode, "an appointment", keys: Keys.appointment, context: context) else { continue }
            var common = Common()
            var subtitle: String?, background: Color?, avatar: Avatar?
            var ok = readCommon(pairs, into: &common, context: context, what: "appointment")
            for (key, _, value) in pairs {
                switch key {
                case "subtitle": if let text = reader.optionalString(value, "subtitle", context: context) { subtitle = text } else { ok = false }
                case "background": if let c = color(value, "background", context) { background = c } else { ok = false }
                case "avatar":
                    guard let avatarPairs = reader.mapping(value, "avatar", keys: Keys.avatar, context: context), avatarPairs.count == 1,
                          let text = reader.string(avatarPairs[0].value, "avatar.\(avatarPairs[0].key)", context: context) else {
                        if case .mapping = value { reader.report(value, "\(context)avatar needs exactly one of initials or image") }
                        ok = false
                        continue
                    }
                    if avatarPairs[0].key == "image" {
                        // Only what a renderer may load: never a path to a file on the machine that draws.
                        guard DisplayImage.isAllowedURL(text) else {
                            let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
                            reader.report(avatarPairs[0].value, "\(context)avatar image \"\(shown)\" is not drawn: use an http or https URL, "
                                + "or a data: URL of a PNG, JPEG, GIF or WebP picture in base 64 (image/png;base64,…)")
                            ok = false
                            continue
                        }
                        avatar = .imageURL(text)
                    } else {
                        avatar = .initials(text)
                    }
                default: break
                }
            }
            guard ok, let id = common.id, let start = common.start, let end = common.end else { continue }
            let named = "appointment \"\(id)\": "
            if let first = seen[id] {
                reader.report(pairs.first { $0.key == "id" }?.value ?? itemNode, "\(named)the id is already used by appointment \(first)")
                continue
            }
            seen[id] = index + 1
            do {
                result.append(try Appointment(id: id, title: common.title, subtitle: subtitle, start: start, end: end,
                                              color: common.color ?? Color(rgb: 0x2f, 0x6f, 0xd6), backgroundColor: background, avatar: avatar))
            } catch {
                reader.report(pairs.first { $0.key == "end" }?.value ?? itemNode, "\(named)end \(end) is before start \(start)")
            }
        }
        return result
    }

    /// Reads id, title, start, end or duration, color; `false` when one of them is wrong or missing.
    mutating func readCommon(_ pairs: [(key: String, keyNode: DocumentNode, value: DocumentNode)], into common: inout Common, context: String, what: String) -> Bool {
        var ok = true
        var durationNode: DocumentNode?
        var endNode: DocumentNode?
        for (key, _, value) in pairs {
            switch key {
            case "id":
                if case let .scalar(scalar) = value, !NodeReader.isNull(scalar), !scalar.string.isEmpty { common.id = scalar.string } else {
                    reader.report(value, "\(context)expected the id to be a non-empty string or number, found \(NodeReader.describe(value))")
                    ok = false
                }
            case "title": if let title = reader.string(value, "title", context: context) { common.title = title } else { ok = false }
            case "start": if let time = supportedTime(value, "start", context: context) { common.start = time } else { ok = false }
            case "end":
                endNode = value
                if let time = supportedTime(value, "end", context: context) { common.end = time } else { ok = false }
            case "duration": durationNode = value
            case "color": if let c = color(value, "color", context) { common.color = c } else { ok = false }
            default: break
            }
        }
        let named = common.id.map { "\(what) \"\($0)\": " } ?? context
        if common.id == nil, ok, !pairs.contains(where: { $0.key == "id" }) {
            reader.report(at: pairs.first?.keyNode ?? pairs.first?.value, "\(context)missing id")
            ok = false
        }
        if let durationNode {
            if endNode != nil {
                reader.report(durationNode, "\(named)give end or duration, not both")
                ok = false
            } else if let minutes = reader.number(durationNode, "duration (minutes)", context: named) {
                if minutes < 0 || minutes > 60 * 24 * 366 {
                    reader.report(durationNode, "\(named)duration \(NodeReader.format(minutes)) minutes must be in 0…527040")
                    ok = false
                } else if let start = common.start {
                    common.end = start.adding(seconds: minutes * 60)
                }
            } else {
                ok = false
            }
        } else if endNode == nil, ok {
            reader.report(at: pairs.first { $0.key == "start" }?.value ?? pairs.first?.value, "\(named)missing end (or duration in minutes)")
            ok = false
        }
        if common.start == nil, ok, !pairs.contains(where: { $0.key == "start" }) {
            reader.report(at: pairs.first?.value, "\(named)missing start")
            ok = false
        }
        return ok
    }

    // MARK: Values

    mutating func supportedTime(_ node: DocumentNode, _ what: String, context: String) -> Time? {
        guard let time = reader.time(node, what, context: context) else { return nil }
        guard time.isSupported else {
            reader.report(node, "\(context)\(what) \(time): \(Time.supportedRangeDescription)")
            return nil
        }
        return time
    }

    mutating func clock(_ node: DocumentNode, _ what: String, context: String) -> Double? {
        guard let text = reader.string(node, what, context: context) else { return nil }
        guard let seconds = DayRange.parseClock(text) else {
            reader.report(node, "\(context)\(what) \"\(text)\" is not a time of day HH:MM (00:00 to 24:00)")
            return nil
        }
        return seconds
    }

    mutating func boundedInteger(_ node: DocumentNode, _ what: String, _ range: ClosedRange<Int>, context: String) -> Int? {
        guard let value = reader.integer(node, what, context: context) else { return nil }
        guard range.contains(value) else {
            reader.report(node, "\(context)\(what) \(value) is not in \(range.lowerBound)…\(range.upperBound)")
            return nil
        }
        return value
    }

    mutating func number(_ node: DocumentNode, _ what: String, _ context: String, maximum: Double, allowZero: Bool = false) -> Double? {
        if allowZero, let value = reader.number(node, what, context: context) {
            guard value >= 0, value <= maximum else {
                reader.report(node, "\(context)\(what) \(NodeReader.format(value)) is not in [0, \(NodeReader.format(maximum))]")
                return nil
            }
            return value
        }
        return allowZero ? nil : reader.positiveNumber(node, what, context: context, maximum: maximum)
    }

    mutating func bool(_ node: DocumentNode, _ what: String, _ context: String) -> Bool? {
        if case let .scalar(scalar) = node, NodeReader.isPlain(scalar) {
            if scalar.string == "true" { return true }
            if scalar.string == "false" { return false }
        }
        reader.report(node, "\(context)expected \(what) to be true or false, found \(NodeReader.describe(node))")
        return nil
    }

    mutating func color(_ node: DocumentNode, _ what: String, _ context: String) -> Color? {
        guard let text = reader.string(node, what, context: context) else { return nil }
        do {
            return try Color(parsing: text)
        } catch {
            reader.report(node, "\(context)\(what): \(error)")
            return nil
        }
    }

    mutating func layoutMode(_ node: DocumentNode, _ context: String) -> OverlapLayoutMode? {
        reader.name(node, "layoutMode", among: OverlapLayoutMode.allCases.map(\.rawValue), context: context).flatMap(OverlapLayoutMode.init(rawValue:))
    }
}

extension NodeReader {
    /// A string without an error when the node is not one (for keys taking a word or a mapping).
    mutating func string(_ node: DocumentNode, _ what: String, context: String, quiet: Bool) -> String? {
        guard quiet else { return string(node, what, context: context) }
        if case let .scalar(scalar) = node, !Self.isNull(scalar) { return scalar.string }
        return nil
    }

    /// Records a problem at a node, if any (at 1:1 otherwise).
    mutating func report(at node: DocumentNode?, _ message: String) {
        if let node { report(TextPosition(node.mark), message) } else { report(TextPosition(line: 1, column: 1), message) }
    }
}

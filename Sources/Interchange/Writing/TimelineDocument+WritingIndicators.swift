import TimelineCore

extension TimelineDocument {
    /// The top-level keys of what a plan shows and how: `baseline`, `markers`,
    /// `statusDate`, `criticalSlack`, `showSlack`, `locale`, `firstWeekday`
    /// (each only when set).
    var indicatorPairs: [(String, DocumentValue)] {
        var pairs: [(String, DocumentValue)] = []
        if let shownBaseline { pairs.append(("baseline", .number(Double(shownBaseline)))) }
        if !markers.isEmpty {
            pairs.append(("markers", .list(markers.map { marker in
                var entry: [(String, DocumentValue)] = [("date", .string(marker.date.readableISO8601)), ("label", .string(marker.label))]
                if let color = marker.color { entry.append(("color", .string(color))) }
                return .map(entry)
            })))
        }
        if let statusDate { pairs.append(("statusDate", .string(statusDate.readableISO8601))) }
        if let criticalSlack { pairs.append(("criticalSlack", .string(criticalSlack.description))) }
        if let showSlack { pairs.append(("showSlack", .bool(showSlack))) }
        if let locale { pairs.append(("locale", .string(locale))) }
        if let firstWeekday { pairs.append(("firstWeekday", .string(firstWeekday.description))) }
        return pairs
    }

    /// An item's baselines by ascending number (`number` left out for 0).
    static func baselinesValue(_ baselines: [Int: TimeRange]) -> DocumentValue {
        .list(baselines.sorted { $0.key < $1.key }.map { number, range in
            var entry: [(String, DocumentValue)] = []
            if number != 0 { entry.append(("number", .number(Double(number)))) }
            entry.append(("start", .string(range.start.readableISO8601)))
            entry.append(("finish", .string(range.finish.readableISO8601)))
            return .map(entry)
        })
    }
}

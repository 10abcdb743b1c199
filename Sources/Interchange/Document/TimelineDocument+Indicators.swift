import GanttChart
import TimelineCore
import TimelineGraphics

extension TimelineDocument {
    /// Checks an item's baselines built in code (the reader checks text at
    /// its place): numbers 0…10, times in years 1…9999.
    /// - Returns: Whether they are valid; each problem is reported.
    static func checkBaselines(of item: Item, context: String, location: TextPosition?, reader: inout NodeReader) -> Bool {
        var valid = true
        for (number, range) in item.baselines.sorted(by: { $0.key < $1.key }) {
            if !GanttChartItem.baselineNumbers.contains(number) {
                reader.report(location, "\(context)baseline \(number) does not exist (baselines are numbered 0 to 10)")
                valid = false
            } else if !range.start.isSupported || !range.finish.isSupported {
                reader.report(location, "\(context)baseline \(number) (\(range.start) to \(range.finish)) is out of range: \(Time.supportedRangeDescription)")
                valid = false
            }
        }
        return valid
    }

    /// Checks and resolves `baseline`, `markers`, `statusDate`,
    /// `criticalSlack` and `showSlack` into `settings`.
    func resolveIndicators(into settings: inout TimelineChartSettings, defaultSchedule: Schedule, reader: inout NodeReader) {
        if let shownBaseline {
            if GanttChartItem.baselineNumbers.contains(shownBaseline) {
                settings.shownBaseline = shownBaseline
            } else {
                reader.report(nil, "document: baseline \(shownBaseline) does not exist (baselines are numbered 0 to 10)")
            }
        }
        for (index, marker) in markers.enumerated() {
            if !marker.date.isSupported {
                reader.report(nil, "marker \(index + 1): date \(marker.date) is out of range: \(Time.supportedRangeDescription)")
            } else if let color = marker.color, (try? Color(parsing: color)) == nil {
                reader.report(nil, "marker \(index + 1): unreadable color \"\(color)\"")
            } else {
                settings.markers.append(GanttChartDateMarker(time: marker.date, label: marker.label, color: marker.color))
            }
        }
        if let statusDate {
            if statusDate.isSupported {
                settings.statusDate = statusDate
            } else {
                reader.report(nil, "document: statusDate \(statusDate) is out of range: \(Time.supportedRangeDescription)")
            }
        }
        if let criticalSlack { settings.criticalSlack = min(criticalSlack.seconds(on: defaultSchedule), WorkingDuration.maximumSeconds) }
        settings.showsSlack = showSlack ?? false
        if let locale {
            if let resolved = DocumentLocale.locale(for: locale) {
                settings.locale = resolved
                settings.firstWeekday = DocumentLocale.firstWeekday(of: resolved)
            } else {
                reader.report(nil, "document: " + DocumentLocale.unknownMessage(locale))
            }
        }
        if let firstWeekday { settings.firstWeekday = firstWeekday }
    }
}

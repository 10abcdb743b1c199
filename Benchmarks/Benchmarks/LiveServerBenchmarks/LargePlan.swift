import Foundation

/// A YAML plan of `count` tasks, one per row: packages of ten one-day tasks
/// linked finish-to-start, on the standard calendar, spread over the weeks so
/// that every viewport shows bars and dependency lines.
func largePlanYAML(count: Int) -> String {
    var lines = [
        "version: 1",
        "title: Ten thousand tasks",
        "calendar: standard",
        "timeline: {start: 2025-03-03, finish: 2025-03-31}",
        "items:",
    ]
    let base = DateComponents(calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"), year: 2025, month: 3, day: 3).date!
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    for index in 0..<count {
        let workingDay = (index / 10) % 10 + index % 10
        let date = base.addingTimeInterval(Double(7 * (workingDay / 5) + workingDay % 5) * 86_400)
        lines.append("  - {id: \(index + 1), label: Task \(index + 1), start: \(formatter.string(from: date))T08:00:00, duration: 1d}")
    }
    lines.append("dependencies:")
    for index in 0..<count where index % 10 != 0 {
        lines.append("  - {from: \(index), to: \(index + 1)}")
    }
    return lines.joined(separator: "\n") + "\n"
}

import CalendarViews
import Foundation
import Testing

@Suite("DayKey")
struct DayKeyTests {
    @Test("A clock is HH:mm of the whole minutes: every 7th second of the day, fractions, the day's end and values out of range")
    func clock() {
        func reference(_ seconds: Double) -> String {
            let clamped = seconds.isFinite ? Swift.max(0, Swift.min(86_400, seconds)) : 0
            let whole = Int(clamped.rounded(.down))
            return String(format: "%02d:%02d", whole / 3_600, whole / 60 % 60)
        }
        var values = stride(from: 0.0, through: 86_400, by: 7).map { $0 }
        values += [59.999, 60, 3_599.5, 43_200.25, 86_399.999, 86_400, 86_400.5, 1e9, -1, -0.0, .nan, .infinity, -.infinity]
        var mismatches: [String] = []
        for value in values where DayKey.clock(value) != reference(value) { mismatches.append("\(value): \(DayKey.clock(value))") }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(DayKey.clock(9 * 3_600 + 5 * 60) == "09:05" && DayKey.clock(86_400) == "24:00")
    }
}

@testable import CalendarViews
import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

@Suite("CalendarEventStore and edits")
struct CalendarEventStoreTests {
    @Test("a window query returns exactly the events sharing time with it, as a scan would")
    func queryMatchesScan() throws {
        var random = SeededRandomNumberGenerator(seed: 7)
        var events: [CalendarEvent] = []
        for index in 0..<2_000 {
            let start = at(0, day: Int.random(in: 0..<60, using: &random)).adding(seconds: Double(Int.random(in: 0..<96, using: &random)) * 900)
            let length = index % 50 == 0 ? Double(Int.random(in: 2...20, using: &random)) * 86_400 : Double(Int.random(in: 0...16, using: &random)) * 900
            events.append(try event("e\(index)", start, start.adding(seconds: length)))
        }
        let store = try CalendarEventStore(events)
        #expect(store.count == 2_000)
        for _ in 0..<100 {
            let from = at(0, day: Int.random(in: -5..<65, using: &random))
            let to = from.adding(days: Int.random(in: 1...9, using: &random))
            let expected = Set(events.filter { ($0.start < to && $0.end > from) || ($0.start == $0.end && $0.start >= from && $0.start < to) }.map(\.id))
            let found = store.events(in: from, to)
            #expect(Set(found.map(\.id)) == expected)
            #expect(found.count == expected.count)
            #expect(zip(found, found.dropFirst()).allSatisfy { $0.start <= $1.start })
        }
    }

    @Test("an edit then its inverse restores the store; the inverse of the inverse is the edit")
    func inverseRoundTrip() throws {
        var store = try CalendarEventStore([try event("a", at(9), at(10)), try event("b", at(9), at(11))])
        let original = store
        let moved = try event("a", at(14), at(15))
        for edit in [CalendarEdit.addEvent(try event("c", at(8), at(9))), .removeEvent(try event("b", at(9), at(11))),
                     .updateEvent(old: try event("a", at(9), at(10)), new: moved)] {
            let inverse = try store.apply(edit)
            #expect(inverse == edit.inverse)
            #expect(inverse.inverse == edit)
            _ = try store.apply(inverse)
            #expect(store == original)
        }
    }

    @Test("bad edits are refused with the id and leave the store unchanged")
    func badEdits() throws {
        var store = try CalendarEventStore([try event("a", at(9), at(10))])
        let before = store
        #expect(throws: CalendarEditError.duplicateID("a")) { _ = try store.apply(.addEvent(try event("a", at(1), at(2)))) }
        #expect(throws: CalendarEditError.missing("z")) { _ = try store.apply(.removeEvent(try event("z", at(1), at(2)))) }
        #expect(throws: CalendarEditError.missing("a")) { _ = try store.apply(.updateEvent(old: try event("a", at(1), at(2)), new: try event("a", at(3), at(4)))) }
        #expect(throws: CalendarEditError.wrongKind) { _ = try store.apply(.addAppointment(try appointment("x", at(1), at(2)))) }
        #expect(store == before)
        #expect(throws: CalendarEditError.duplicateID("a")) { _ = try CalendarEventStore([try event("a", at(1), at(2)), try event("a", at(3), at(4))]) }
    }

    @Test("edits are Codable values that round-trip through JSON")
    func codable() throws {
        let edit = CalendarEdit.updateEvent(old: try event("a", at(9), at(10)), new: try event("a", at(9), at(11), location: "Room 2"))
        let data = try JSONEncoder().encode(edit)
        #expect(try JSONDecoder().decode(CalendarEdit.self, from: data) == edit)
    }

    @Test("the appointment store keeps input order, refuses duplicates and applies edits with inverses")
    func appointmentStore() throws {
        var store = try AppointmentStore([try appointment("1", at(9), at(10)), try appointment("2", at(8), at(9))])
        try store.add(try appointment("3", at(7), at(8)))
        #expect(store.appointments.map(\.id) == ["1", "2", "3"])
        #expect(throws: CalendarEditError.duplicateID("3")) { try store.add(try appointment("3", at(7), at(8))) }
        let removed = try store.remove(id: "2")
        #expect(removed.id == "2" && store.appointments.map(\.id) == ["1", "3"])
        let update = CalendarEdit.updateAppointment(old: try appointment("1", at(9), at(10)), new: try appointment("1", at(11), at(12)))
        let inverse = try store.apply(update)
        #expect(store.appointments.map(\.id) == ["1", "3"] && store.appointments[0].start == at(11))
        _ = try store.apply(inverse)
        #expect(store.appointments[0].start == at(9))
    }

    @Test("an inverted event or appointment cannot be made")
    func inverted() {
        #expect(throws: CalendarModelError.endBeforeStart(id: "x", start: at(10), end: at(9))) { _ = try event("x", at(10), at(9)) }
        #expect(throws: CalendarModelError.self) { _ = try appointment("y", at(10), at(9)) }
    }
}

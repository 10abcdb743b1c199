import Foundation
import Testing
@testable import TimelineCore

@Suite("TypedID")
struct TypedIDTests {
    private enum Task {}

    @Test("ids order by their integer and encode as bare numbers")
    func basics() throws {
        let a: TypedID<Task> = 3
        let b = TypedID<Task>(10)
        #expect(a < b && a.description == "3")
        let data = try JSONEncoder().encode([a, b])
        #expect(String(decoding: data, as: UTF8.self) == "[3,10]")
        #expect(try JSONDecoder().decode([TypedID<Task>].self, from: data) == [a, b])
    }
}

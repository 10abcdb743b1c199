import Foundation
import Testing
@testable import TimelineServer

@Suite("DemoPlan")
struct DemoPlanTests {
    @Test("the embedded demo plan is exactly examples/launch-plan.yaml")
    func matchesExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let example = try String(contentsOf: root.appendingPathComponent("examples/launch-plan.yaml"), encoding: .utf8)
        #expect(DemoPlan.yaml.trimmingCharacters(in: .newlines) == example.trimmingCharacters(in: .newlines))
    }
}

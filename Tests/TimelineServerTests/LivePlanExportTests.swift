import Foundation
import GanttChart
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
import Testing
import TimelineCore
@testable import TimelineServer

@Suite("Exports are bounded", .timeLimit(.minutes(2)))
struct LivePlanExportTests {
    @Test("After a start in year 1, whole-plan drawings are refused with a reason (422) instead of taking gigabytes; data exports still work")
    func hugeSpanIsRefused() async throws {
        let (temporary, store, id) = try Fixtures.storeWithSmallPlan()
        defer { temporary.remove() }
        let registry = PlanRegistry(store: store)
        let plan = try #require(await registry.plan(id))
        try await plan.perform(.setTime(GanttChartItem.ID(1), start: Time(year: 1, month: 1, day: 1, hour: 8),
                                        finish: Time(year: 1, month: 1, day: 2, hour: 16)), by: UUID())
        let app = TimelineServerApp.makeApplication(registry: registry, host: "127.0.0.1", port: 0)
        try await app.test(.router) { client in
            for format in ["svg", "png", "pdf"] {
                try await client.execute(uri: "/plans/\(id)/export.\(format)", method: .get) { response in
                    #expect(response.status == .unprocessableContent, "\(format)")
                    #expect(String(buffer: response.body).count < 2_000)
                }
            }
            for format in ["json", "yaml", "xml"] {
                try await client.execute(uri: "/plans/\(id)/export.\(format)", method: .get) { response in
                    #expect(response.status == .ok, "\(format)")
                }
            }
        }
    }
}

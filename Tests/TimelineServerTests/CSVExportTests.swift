import Foundation
import GanttChart
import Hummingbird
import HummingbirdTesting
import HTTPTypes
import NIOCore
import Interchange
import Testing
import TimelineServer

@Suite("CSV export")
struct CSVExportTests {
    @Test("export.csv is the plan as CSV that reads back")
    func exportsCSV() async throws {
        try await RoutesTests.withApp { client, id in
            try await client.execute(uri: "/plans/\(id)/export.csv", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/csv; charset=utf-8")
                let text = String(buffer: response.body)
                #expect(text.hasPrefix("ID,Name,Parent,"))
                let result = try CSVPlanReader.read(text, file: "export.csv")
                #expect(result.document.items.map(\.label) == ["Design", "Build", "Test", "Release"])
                #expect(result.document.dependencies.count == 2)
                #expect(result.document.items.last?.type == .milestone)
            }
        }
    }
}

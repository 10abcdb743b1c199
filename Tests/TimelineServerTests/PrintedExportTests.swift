import Foundation
import Hummingbird
import HummingbirdTesting
import HTTPTypes
import GanttChart
import Interchange
import NIOCore
import Testing
import TimelineGraphics
@testable import TimelineServer

@Suite("Printed PDF export")
struct PrintedExportTests {
    /// The page objects (`/Type /Page`, not `/Pages`) and media boxes of a PDF, read from the file.
    static func pages(of bytes: [UInt8]) -> (count: Int, boxes: [[Double]]) {
        let text = String(decoding: bytes.map { $0 < 128 ? $0 : 32 }, as: UTF8.self)
        let count = text.components(separatedBy: "/Type /Page").dropFirst().filter { !$0.hasPrefix("s") }.count
        let boxes = text.components(separatedBy: "/MediaBox [").dropFirst().map { part in
            part.prefix { $0 != "]" }.split(separator: " ").compactMap { Double($0) }
        }
        return (count, boxes)
    }

    @Test("export.pdf?paper=A4&orientation=landscape is a PDF of A4 landscape pages named after the plan")
    func a4Landscape() async throws {
        try await RoutesTests.withApp { client, id in
            try await client.execute(uri: "/plans/\(id)/export.pdf?paper=A4&orientation=landscape", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/pdf")
                let bytes = Array(response.body.readableBytesView)
                #expect(String(decoding: bytes.prefix(5), as: UTF8.self) == "%PDF-")
                let info = Self.pages(of: bytes)
                #expect(info.count >= 1)
                #expect(info.boxes.count == info.count)
                for box in info.boxes {
                    #expect(box.count == 4 && abs(box[2] - 841.89) < 0.01 && abs(box[3] - 595.28) < 0.01)
                }
            }
            try await client.execute(uri: "/plans/\(id)/export.pdf?paper=letter&fit=width", method: .get) { response in
                #expect(response.status == .ok)
                let info = Self.pages(of: Array(response.body.readableBytesView))
                #expect(info.boxes.allSatisfy { $0 == [0, 0, 612, 792] })
            }
        }
    }

    /// A plan 1 464 pt long (61 days at 1 pt an hour) with four rows.
    static let longYAML = """
        version: 1
        title: Long plan
        calendar: continuous
        hourWidth: 1
        timeline: {start: 2025-03-01, finish: 2025-05-01}
        items:
          - {id: 1, label: Design, start: 2025-03-03T08:00:00, finish: 2025-03-20T08:00:00}
          - {id: 2, label: Build, start: 2025-03-20T08:00:00, finish: 2025-04-17T08:00:00}
          - {id: 3, label: Test, start: 2025-04-17T08:00:00, finish: 2025-04-28T08:00:00}
          - {id: 4, label: Release, type: milestone, start: 2025-04-28T08:00:00}
        dependencies:
          - {from: 1, to: 2}
          - {from: 2, to: 3}
          - {from: 3, to: 4}
        """

    @Test("The project grid (926 pt) is wider than A4 landscape (785.2 pt): 200 and a 3-page PDF, scaled, not 422")
    func wideGridOnA4Landscape() async throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        let id = try store.createPlan(from: try TimelineDocument(parsing: Self.longYAML, file: "long.yaml"))
        // Hand-computed: the grid is 50 + 200 + 70 + 140 + 140 + 96 + 100 + 130 = 926 pt; it may take 60 % of the
        // 785.2 pt body, so the scale is 0.6 × 785.2 / 926 = 0.509 and a page shows 926 / 0.6 − 926 = 617.3 pt of
        // timeline: 1 464 / 617.3 = 2.4 → 3 pages across; 4 rows fit on one band.
        let resolved = try TimelineDocument(parsing: Self.longYAML, file: "long.yaml").resolve()
        let printout = try resolved.printout(setup: PageSetup(paper: .a4, orientation: .landscape), showsGrid: true).printout.pagination
        #expect(printout.fixedWidth == 926 && printout.scrollableWidth == 1_464)
        #expect(abs(printout.scale - 0.6 * (PaperSize.a4.height - 20 * PaperSize.pointsPerMillimetre) / 926) < 1e-9)
        #expect(printout.columnCount == 3 && printout.bandCount == 1)
        let app = TimelineServerApp.makeApplication(registry: PlanRegistry(store: store), host: "127.0.0.1", port: 0)
        try await app.test(.router) { client in
            for (query, pages) in [("paper=A4&orientation=landscape", 3), ("paper=A3&orientation=landscape", 3),
                                   ("paper=Letter", 3), ("paper=A4&orientation=landscape&fit=width", 1)] {
                try await client.execute(uri: "/plans/\(id)/export.pdf?\(query)", method: .get) { response in
                    #expect(response.status == .ok, "\(query): \(String(buffer: response.body).prefix(300))")
                    let bytes = Array(response.body.readableBytesView)
                    #expect(String(decoding: bytes.prefix(5), as: UTF8.self) == "%PDF-", "\(query)")
                    #expect(Self.pages(of: bytes).count == pages, "\(query)")
                }
            }
        }
    }

    @Test("Unknown paper, orientation or fit, and paper on another format, are refused with 400 naming the parameter")
    func refusals() async throws {
        try await RoutesTests.withApp { client, id in
            for (query, word) in [("export.pdf?paper=A5", "paper"), ("export.pdf?paper=A4&orientation=sideways", "orientation"),
                                  ("export.pdf?paper=A4&fit=height", "fit"), ("export.svg?paper=A4", "export.pdf"),
                                  ("export.pdf?orientation=landscape", "paper")] {
                try await client.execute(uri: "/plans/\(id)/\(query)", method: .get) { response in
                    #expect(response.status == .badRequest, "\(query)")
                    #expect(String(buffer: response.body).contains(word), "\(query)")
                }
            }
        }
    }

    @Test("The query's paper, orientation and fit become the page setup")
    func setupFromQuery() throws {
        func setup(_ pairs: [(String, String)], _ format: ExportFormat = .pdf) -> PageSetup?? {
            let query = pairs.map { (key: Substring($0.0), value: Substring($0.1)) }
            return try? TimelineServerApp.pageSetup(of: query, format: format).get()
        }
        #expect(setup([]) == .some(nil))
        #expect(setup([("paper", "a3")]) == .some(PageSetup(paper: .a3)))
        #expect(setup([("paper", "A4"), ("orientation", "landscape"), ("fit", "width")])
                == .some(PageSetup(paper: .a4, orientation: .landscape, fitsToWidth: true)))
        let refused = TimelineServerApp.pageSetup(of: [(key: Substring("paper"), value: Substring("A4"))], format: .png)
        #expect((try? refused.get()) == nil)
    }
}

import Foundation
import Hummingbird
import HummingbirdTesting
import HTTPTypes
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

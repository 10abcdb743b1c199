import Foundation
import Testing

/// `render` refuses drawings beyond the export limits, quickly and with advice.
extension RenderCommandTests {
    /// Writes `text` to a temporary file named `name` and returns its path.
    static func temporaryFile(_ name: String, _ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test("a 1,000-year plan is refused with its span and a --zoom that fits; that zoom then renders")
    func thousandYears() throws {
        let plan = try Self.temporaryFile("timelinekit-1000-years.yaml", """
            items:
              - {label: First, start: 1000-01-03T08:00:00, finish: 1000-01-03T16:00:00}
              - {label: Last, start: 1999-12-27T08:00:00, finish: 1999-12-27T16:00:00}
            """)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-1000-years.svg").path
        let refused = try Self.run(["render", plan, "-o", output])
        #expect(refused.status == 1)
        #expect(refused.errors.contains("points wide") && refused.errors.contains("(1000 years)") && refused.errors.contains("--zoom"), "\(refused.errors)")
        let zoom = try #require(refused.errors.range(of: #"zoom out to ([0-9.e-]+)"#, options: .regularExpression).map {
            String(refused.errors[$0].split(separator: " ").last!)
        })
        let drawn = try Self.run(["render", plan, "-o", output, "--zoom", zoom])
        #expect(drawn.status == 0, "\(drawn.errors)")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.contains("First") && svg.contains("Last"))
    }

    @Test("years 1 to 9999 and a milliseconds header are refused; PNG pixels are bounded too")
    func refusals() throws {
        let whole = try Self.temporaryFile("timelinekit-all-years.yaml", """
            items:
              - {label: First, start: 0001-01-01T08:00:00, finish: 0001-01-01T16:00:00}
              - {label: Last, start: 9999-12-31T08:00:00, finish: 9999-12-31T24:00:00}
            """)
        let svg = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-refused.svg").path
        let wide = try Self.run(["render", whole, "-o", svg])
        #expect(wide.status == 1 && wide.errors.contains("points wide"), "\(wide.errors)")

        let fine = try Self.temporaryFile("timelinekit-milliseconds.yaml", """
            header: [{intervals: days}, {intervals: milliseconds}]
            items:
              - {label: A, start: 2025-03-03T08:00:00, finish: 2025-03-04T16:00:00}
            """)
        let header = try Self.run(["render", fine, "-o", svg])
        #expect(header.status == 1)
        #expect(header.errors.contains("header row 2 would have about") && header.errors.contains("coarser intervals"), "\(header.errors)")

        let tiny = try Self.temporaryFile("timelinekit-tiny-zoom.yaml", "zoom: 1e-9\nitems: []\n")
        let zoom = try Self.run(["render", tiny, "-o", svg])
        #expect(zoom.status == 1 && zoom.errors.contains("zoom 1e-09 is not in 0.0001...1000"), "\(zoom.errors)")
    }

    @Test("a chart zoomed far out still has a positive size")
    func positiveSize() throws {
        let plan = try Self.temporaryFile("timelinekit-small-zoom.yaml", """
            zoom: 0.0001
            hourWidth: 0.001
            items:
              - {label: A, start: 2025-03-03T08:00:00, finish: 2025-03-04T16:00:00}
            """)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-small-zoom.svg").path
        let result = try Self.run(["render", plan, "-o", output])
        #expect(result.status == 0, "\(result.errors)")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.contains("width=\"1\"") && !svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"0\""))
    }
}

import Foundation
import Testing
@testable import TimelineGraphics

@Suite("RasterExporter")
struct RasterExporterTests {
    static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">
        <rect x="10" y="10" width="180" height="80" fill="#4682b4"/>
        <text x="20" y="55" font-family="DejaVu Sans" font-size="16">Hello</text>
        </svg>
        """

    private func bigEndianUInt32(_ data: Data, at offset: Int) -> UInt32 {
        data.dropFirst(offset).prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    @Test("A PNG has the PNG signature and the SVG's size in its IHDR chunk")
    func pngSize() throws {
        let png = try RasterExporter().png(fromSVG: Self.svg)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(String(decoding: png.dropFirst(12).prefix(4), as: UTF8.self) == "IHDR")
        #expect(bigEndianUInt32(png, at: 16) == 200)
        #expect(bigEndianUInt32(png, at: 20) == 100)
    }

    @Test("Scale 2 doubles the PNG's width and height")
    func pngScale() throws {
        let png = try RasterExporter().png(fromSVG: Self.svg, scale: 2)
        #expect(bigEndianUInt32(png, at: 16) == 400)
        #expect(bigEndianUInt32(png, at: 20) == 200)
    }

    @Test("A PDF starts with %PDF")
    func pdf() throws {
        let pdf = try RasterExporter().pdf(fromSVG: Self.svg)
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
        #expect(pdf.count > 500)
    }

    @Test("A display list exports through the SVG renderer, hostile labels included")
    func displayList() throws {
        let list = DisplayList(size: Size(width: 120, height: 30), background: .white, elements: [
            .text(id: "x", role: .label, #"</text><script> & "q" 🚀 עברית"#, at: Point(x: 2, y: 20)),
        ])
        let png = try RasterExporter().png(list)
        #expect(bigEndianUInt32(png, at: 16) == 120)
    }

    @Test("Invalid SVG gives a clear error instead of a crash")
    func invalidSVG() {
        #expect {
            try RasterExporter().png(fromSVG: "<svg><rect></svg>")
        } throws: { error in
            guard case .invalidSVG = error as? RasterExportError else { return false }
            return (error as? RasterExportError)?.description.hasPrefix("The SVG document is invalid") == true
        }
        #expect(throws: RasterExportError.self) { try RasterExporter().pdf(fromSVG: "") }
        #expect(throws: RasterExportError.self) { try RasterExporter().png(fromSVG: "not xml at all") }
    }

    @Test("An SVG without a size is rejected with a clear error")
    func noSize() {
        #expect(throws: RasterExportError.self) {
            try RasterExporter().png(fromSVG: #"<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"/>"#)
        }
    }

    @Test("A missing library names the Debian package to install")
    func missingLibrary() {
        let result = RasterLibraries.load(rsvg: "librsvg-does-not-exist.so.9")
        guard case let .failure(error) = result else {
            Issue.record("loading a missing library succeeded")
            return
        }
        guard case let .libraryMissing(library, package, _) = error else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(library == "librsvg-does-not-exist.so.9")
        #expect(package == "librsvg2-2")
        #expect(error.description.contains("apt-get install librsvg2-2"))
    }

    @Test("A gradient fill is drawn in PNG: the start color at the top, the end color at the bottom, halfway between in the middle")
    func gradientPNG() throws {
        // #3b82f6 → #1d4ed8 over 100 px: the middle row is about (0x2c, 0x68, 0xe7).
        let list = DisplayList(size: Size(width: 20, height: 100), background: .white, elements: [
            .rect(id: "a", role: .bar, Rect(x: 0, y: 0, width: 20, height: 100),
                  fillStyle: .linearGradient(LinearGradient(from: Color(rgb: 0x3b, 0x82, 0xf6), to: Color(rgb: 0x1d, 0x4e, 0xd8)))),
        ])
        let pixels = try #require(PNGPixels(try RasterExporter().png(list)))
        #expect(pixels.isClose(10, 0, to: 0x3b82f6, tolerance: 3))
        #expect(pixels.isClose(10, 99, to: 0x1d4ed8, tolerance: 3))
        #expect(pixels.isClose(10, 50, to: 0x2c68e7, tolerance: 3))
    }

    @Test("A data: image is drawn in PNG, clipped to its circle; a remote one is left out and what lies under it shows")
    func imagesPNG() throws {
        func list(_ url: String) -> DisplayList {
            DisplayList(size: Size(width: 40, height: 40), background: .white, elements: [
                .rect(id: "under", role: .bar, Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 20, fill: Color(rgb: 0x25, 0x63, 0xeb)),
                .image(id: "picture", role: "avatarImage", DisplayImage(url: url, frame: Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 20)),
            ])
        }
        let data = try #require(PNGPixels(try RasterExporter().png(list(DisplayImageTests.redPNG))))
        #expect(data.isClose(20, 20, to: 0xdc2626))          // the 4 × 4 red picture, scaled up
        #expect(data.isClose(1, 1, to: 0xffffff))            // outside the circle: the background
        let remote = try #require(PNGPixels(try RasterExporter().png(list("https://example.org/avatar.png"))))
        #expect(remote.isClose(20, 20, to: 0x2563eb))        // the circle under it
        #expect(try RasterExporter().png(list("https://example.org/avatar.png")) == RasterExporter().png(list("/etc/passwd")))
    }

    @Test("Concurrent exports all succeed")
    func concurrent() async throws {
        let sizes = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask { try RasterExporter().png(fromSVG: Self.svg).count }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(sizes.count == 4 && sizes.allSatisfy { $0 > 100 })
    }
}

/// What a PDF file says about its pages, read from the file itself.
struct PDFPageInfo {
    /// The number of page objects (`/Type /Page`, not `/Pages`).
    var pageCount: Int
    /// Each page's media box width and height in points, in file order.
    var mediaBoxes: [Size]

    init(_ data: Data) {
        let text = String(decoding: data.map { $0 < 128 ? $0 : 32 }, as: UTF8.self)
        var count = 0
        var boxes: [Size] = []
        var rest = text[...]
        while let range = rest.range(of: "/Type /Page") {
            let after = rest[range.upperBound...]
            if !after.hasPrefix("s") { count += 1 }
            rest = after
        }
        rest = text[...]
        while let range = rest.range(of: "/MediaBox [") {
            let after = rest[range.upperBound...]
            let numbers = after.prefix { $0 != "]" }.split(separator: " ").compactMap { Double($0) }
            if numbers.count == 4 { boxes.append(Size(width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])) }
            rest = after
        }
        pageCount = count
        mediaBoxes = boxes
    }
}

@Suite("RasterExporter, multi-page PDF")
struct RasterExporterPagesTests {
    @Test("One PDF page per display list, each the list's size in points")
    func pages() throws {
        let a4 = PaperSize.a4.size(in: .landscape)
        let lists = (1...3).map { number in
            DisplayList(size: a4, background: .white, elements: [
                .text(id: "n", role: .label, "Page \(number)", at: Point(x: 40, y: 40)),
            ])
        }
        let pdf = try RasterExporter().pdf(pages: lists)
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
        let info = PDFPageInfo(pdf)
        #expect(info.pageCount == 3)
        #expect(info.mediaBoxes.count == 3)
        for box in info.mediaBoxes {
            #expect(abs(box.width - 841.89) < 0.01 && abs(box.height - 595.28) < 0.01)
        }
    }

    @Test("Pages of different sizes keep their sizes; a single page matches the one-page PDF's size")
    func mixedSizes() throws {
        let pdf = try RasterExporter().pdf(pagesFromSVG: [RasterExporterTests.svg, RasterExporterTests.svg.replacingOccurrences(
            of: "width=\"200\" height=\"100\"", with: "width=\"300\" height=\"150\"")])
        let info = PDFPageInfo(pdf)
        #expect(info.pageCount == 2)
        #expect(info.mediaBoxes == [Size(width: 200, height: 100), Size(width: 300, height: 150)])
        #expect(PDFPageInfo(try RasterExporter().pdf(fromSVG: RasterExporterTests.svg)).pageCount == 1)
    }

    @Test("No pages, or an invalid page, are errors naming the page")
    func errors() {
        #expect(throws: RasterExportError.invalidSVG(reason: "there is no page to print")) {
            try RasterExporter().pdf(pagesFromSVG: [String]())
        }
        do {
            _ = try RasterExporter().pdf(pagesFromSVG: [RasterExporterTests.svg, "<svg"])
            Issue.record("an invalid second page was accepted")
        } catch {
            guard case let .invalidSVG(reason) = error else { Issue.record("unexpected \(error)"); return }
            #expect(reason.hasPrefix("page 2: "))
        }
    }
}

import Foundation
import Testing
import TimelineGraphics

@Suite("DisplayImage")
struct DisplayImageTests {
    /// A 4 × 4 red PNG.
    static let redPNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGO4o6YGRwzEcQDsoxKBT+rXhgAAAABJRU5ErkJggg=="

    @Test("http(s) URLs with a host are remote; data URLs of PNG, JPEG, GIF and WebP in base 64 are data")
    func allowed() {
        #expect(DisplayImage.kind(of: "https://example.org/avatars/olivia.png") == .remote)
        #expect(DisplayImage.kind(of: "HTTP://example.org:8080/a.png?size=64&x=1#top") == .remote)
        #expect(DisplayImage.kind(of: "https://example.org/%E2%9C%93.png") == .remote)
        #expect(DisplayImage.kind(of: Self.redPNG) == .data)
        #expect(DisplayImage.kind(of: "DATA:image/JPEG;base64,/9j/4AAQ") == .data)
        #expect(DisplayImage.kind(of: "data:image/webp;base64,UklGRg==") == .data)
        #expect(DisplayImage.kind(of: "data:image/gif;base64,R0lGODlh") == .data)
    }

    @Test("file paths, other schemes, SVG and non-base-64 data, hostless, spaced, quoted and non-ASCII URLs are refused")
    func refused() {
        for url in ["/etc/passwd", "../../etc/passwd", "photo.png", "file:///etc/passwd", "FILE:/etc/passwd", "javascript:alert(1)",
                    "ftp://example.org/a.png", "data:image/svg+xml;base64,PHN2Zz4=", "data:image/png,rawbytes", "data:text/html;base64,PGI+",
                    "data:image/png;base64,", "data:image/png;base64,abc def", "https://", "https:///etc/passwd", "http:/example.org/a.png",
                    "https://exa mple.org/a.png", "https://example.org/\"onload=\"x", "https://example.org/<a>", "https://example.org/\\a",
                    "https://example.org/✓.png", "https://example.org/a\n.png", "", "//example.org/a.png"] {
            #expect(DisplayImage.kind(of: url) == nil, "\(url)")
            #expect(!DisplayImage.isAllowedURL(url), "\(url)")
        }
        #expect(DisplayImage.kind(of: "https://example.org/" + String(repeating: "a", count: DisplayImage.maximumURLLength)) == nil)
    }

    @Test("an image's bounds are its frame; it scales with its corner radius and is not hit-testable by default")
    func geometry() {
        let element = DisplayElement.image(id: "i", role: .label, DisplayImage(url: Self.redPNG, frame: Rect(x: 10, y: 5, width: 26, height: 26), cornerRadius: 13))
        #expect(element.bounds() == Rect(x: 10, y: 5, width: 26, height: 26))
        #expect(!element.isHitTestable && element.fillStyle == nil)
        guard case let .image(scaled) = element.scaled(by: 2).primitive else { Issue.record("not an image"); return }
        #expect(scaled.frame == Rect(x: 20, y: 10, width: 52, height: 52) && scaled.cornerRadius == 26 && scaled.url == Self.redPNG)
        let list = DisplayList(size: Size(width: 50, height: 50), elements: [element])
        #expect(list.hitTest(Point(x: 20, y: 20)).isEmpty)
    }
}

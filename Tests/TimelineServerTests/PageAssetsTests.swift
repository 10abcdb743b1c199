import Foundation
import TimelineGraphics
import GanttChart
import Testing
@testable import TimelineServer

@Suite("Page assets")
struct PageAssetsTests {
    @Test("the theme menu lists the theme registry, a registered theme included, escaped")
    func themeMenuFromRegistry() throws {
        let page = PageAssets.html(planID: 1, title: "Plan")
        for name in GanttChartTheme.builtIns.map(\.name) { #expect(page.contains("<option value=\"\(name)\">")) }
        let name = "brand<\(UUID().uuidString.prefix(6).lowercased())>"
        GanttChartTheme.register(GanttChartTheme(name: name, light: GanttChartStyle(), dark: GanttChartStyle()))
        defer { GanttChartTheme.unregister(named: name) }
        let registered = PageAssets.html(planID: 1, title: "Plan")
        #expect(registered.contains("<option value=\"\(MarkupEscaping.escape(name))\">"))
        #expect(!registered.contains(name), "the name is escaped")
        #expect(try LiveCommand(name: "setTheme", arguments: ["theme": .string(name)]) == .setTheme(name))
    }

    @Test("page.html holds each placeholder where the page needs it: the id seven times, the escaped title twice")
    func templatePlaceholders() {
        let placeholders = PageAssets.pageTemplate.compactMap { segment -> PageAssets.Placeholder? in
            if case let .placeholder(placeholder) = segment { return placeholder }
            return nil
        }
        #expect(placeholders.filter { $0 == .planID }.count == 7)       // data-plan and six export links (PDF pages too)
        #expect(placeholders.filter { $0 == .escapedTitle }.count == 2) // <title> and <h1>
        for case let .text(text) in PageAssets.pageTemplate {
            #expect(!text.contains("{{"), "unknown placeholder in page.html: \(text)")
        }
    }

    @Test("The page carries the grid's columns as the frames give them, so it sizes the grid before its first frame")
    func gridColumnsBeforeTheFirstFrame() throws {
        let html = PageAssets.html(planID: 3, title: "Plan")
        let attribute = try #require(html.firstMatch(of: #/data-grid-columns="([^"]*)"/#)?.1)
        let json = String(attribute).replacingOccurrences(of: "&quot;", with: "\"")
        let columns = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(columns.compactMap { $0["key"] as? String } == PlanModel.gridColumnKeys)
        #expect(columns.compactMap { $0["width"] as? Double } == PlanModel.gridColumns.map(\.width))
        #expect(columns.count == 9)   // ID, WBS, task, duration, start, finish, %, predecessors, resources
    }

    @Test("The title is escaped, and text that looks like a placeholder inside it is left alone")
    func titleIsEscapedAndNotRescanned() {
        let html = PageAssets.html(planID: 41, title: "{{planID}} <b>'&'</b>")
        #expect(html.contains("<title>{{planID}} &lt;b&gt;&apos;&amp;&apos;&lt;/b&gt; — TimelineKit</title>"))
        #expect(html.contains("<h1 class=\"title\">{{planID}} &lt;b&gt;&apos;&amp;&apos;&lt;/b&gt;</h1>"))
        #expect(!html.contains("<b>"))
        #expect(html.contains("data-plan=\"41\""))
        #expect(html.hasPrefix("<!doctype html>\n") && html.hasSuffix("</html>\n"))
    }

    @Test("Segments: text around known placeholders; an unknown or unclosed one stays text")
    func segments() {
        #expect(PageAssets.segments(of: "a{{planID}}b{{escapedTitle}}") ==
                [.text("a"), .placeholder(.planID), .text("b"), .placeholder(.escapedTitle)])
        #expect(PageAssets.segments(of: "x{{planId}}y") == [.text("x{{planId}}y")])
        #expect(PageAssets.segments(of: "x{{planID") == [.text("x{{planID")])
        #expect(PageAssets.segments(of: "") == [])
    }
}

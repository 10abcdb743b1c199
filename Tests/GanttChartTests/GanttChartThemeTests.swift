@testable import GanttChart
import Testing
import TimelineGraphics

@Suite("GanttChartTheme")
struct GanttChartThemeTests {
    @Test("light and dark styles differ; dark mode has dark backgrounds and lighter bars")
    func modes() {
        for theme in GanttChartTheme.builtIns {
            let light = theme.style(for: .light), dark = theme.style(for: .dark)
            #expect(light != dark, "\(theme.name)")
            #expect(light.background.luminance > 0.8, "\(theme.name)")
            #expect(dark.background.luminance < 0.1, "\(theme.name)")
            #expect(dark.labelColor.luminance > light.labelColor.luminance, "\(theme.name)")
        }
        let standard = GanttChartTheme.standard
        #expect(standard.style(for: .light) == GanttChartStyle())
        #expect(standard.dark.milestoneBar.fill.luminance > standard.light.milestoneBar.fill.luminance)
        #expect(standard.light.standardBar.completionFill.luminance < standard.light.standardBar.fill.luminance)
    }

    @Test("themes differ from each other")
    func distinctThemes() {
        #expect(GanttChartTheme.standard.light.standardBar != GanttChartTheme.jewel.light.standardBar)
        #expect(GanttChartTheme.standard.light.standardBar != GanttChartTheme.generic.light.standardBar)
        #expect(GanttChartTheme.jewel.light.standardBar.secondaryFill != nil)
        #expect(GanttChartTheme.generic.light.standardBar.cornerRadius == 0)
    }

    @Test("custom themes are registered and found by name; built-ins cannot be replaced")
    func registry() {
        #expect(GanttChartTheme.named("jewel") == .jewel)
        #expect(GanttChartTheme.named("test-brand") == nil)
        var brand = GanttChartTheme(name: "test-brand", light: GanttChartStyle(), dark: GanttChartTheme.standard.dark)
        brand.light.standardBar.fill = Color(hex: "#ffb020")!
        GanttChartTheme.register(brand)
        #expect(GanttChartTheme.named("test-brand")?.style(for: .light).standardBar.fill == Color(rgb: 255, 176, 32))
        #expect(GanttChartTheme.names.starts(with: ["standard", "jewel", "generic"]))
        #expect(GanttChartTheme.names.contains("test-brand"))
        var fake = GanttChartTheme.generic
        fake.name = "standard"
        GanttChartTheme.register(fake)
        #expect(GanttChartTheme.named("standard") == .standard)
        GanttChartTheme.unregister(named: "test-brand")
        #expect(GanttChartTheme.named("test-brand") == nil)
    }

    @Test("bar styles are read and written per item type")
    func barStyles() {
        var style = GanttChartStyle()
        #expect(style.barStyle(for: .milestone) == style.milestoneBar)
        var summary = style.summaryBar
        summary.fill = .red
        style.setBarStyle(summary, for: .summary)
        #expect(style.summaryBar.fill == .red)
        #expect(GanttChartLocalization().deleteMilestoneItem == "Delete milestone")
    }
}

import Testing
import TimelineGraphics
@testable import TimelineViews

@Suite("Timeline style classes")
struct TimelineStyleTests {
    @Test("label classes take font-color, font-size, font-style and font-weight")
    func labels() throws {
        var style = TimelineStyle()
        try style.apply(.headlineLabel, property: "font-color", value: "#0a6ed1")
        try style.apply(.headlineLabel, property: "font-size", value: "18")
        try style.apply(.subheadlineLabel, property: "font-style", value: "footnote")
        try style.apply(.markerTitleLabel, property: "font-weight", value: "regular")
        #expect(style.headline.color == Color(rgb: 0x0a, 0x6e, 0xd1) && style.headline.font.size == 18)
        #expect(style.subheadline.font.size == 13 && style.subheadline.font.weight == .regular)
        #expect(style.markerTitle.font.weight == .regular)
    }

    @Test("background, node and line classes take their colors; the line gradient takes two")
    func colors() throws {
        var style = TimelineStyle()
        try style.apply("fdlFUITimelineCell_timelineBackground", property: "background-color", value: "#e0f0b9")
        try style.apply(.cardSelectedBackground, property: "background-color", value: "steelblue")
        try style.apply(.nodeImageView, property: "tint-color", value: "#107e3e")
        try style.apply(.previewLineGradient, property: "tint-color", value: "#bb0000")
        try style.apply(.previewLineGradient, property: "background-color", value: "#ffffff")
        #expect(style.timelineBackground == Color(rgb: 0xe0, 0xf0, 0xb9))
        #expect(style.cardSelectedBackground == (try Color(parsing: "steelblue")))
        #expect(style.nodeTint == TimelineStyle.positive)
        #expect(style.previewGradientStart == TimelineStyle.negative && style.previewGradientEnd == .white)
    }

    @Test("unknown classes, properties and bad values are refused with the reason, leaving the style unchanged")
    func errors() {
        var style = TimelineStyle()
        #expect(throws: TimelineStyleError.unknownClass("fdlFUITimelineCell_nope")) { try style.apply("fdlFUITimelineCell_nope", property: "font-color", value: "red") }
        #expect(throws: TimelineStyleError.unknownProperty(styleClass: "fdlFUITimelineCell_cardBackground", property: "font-color", allowed: ["background-color"])) {
            try style.apply(.cardBackground, property: "font-color", value: "red")
        }
        #expect(throws: TimelineStyleError.self) { try style.apply(.headlineLabel, property: "font-size", value: "900") }
        #expect(throws: TimelineStyleError.self) { try style.apply(.headlineLabel, property: "font-style", value: "huge") }
        #expect(throws: TimelineStyleError.self) { try style.apply(.headlineLabel, property: "font-color", value: "#12") }
        #expect(style == TimelineStyle())
    }

    @Test("every class has properties, and every class name starts with fdl")
    func everyClass() {
        for styleClass in TimelineStyleClass.allCases {
            #expect(!TimelineStyle.properties(of: styleClass).isEmpty, "\(styleClass)")
            #expect(styleClass.rawValue.hasPrefix("fdlFUI"))
        }
        #expect(Set(TimelineStyleClass.allCases).count == TimelineStyleClass.allCases.count)
    }
}

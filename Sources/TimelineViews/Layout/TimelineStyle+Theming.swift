public import TimelineGraphics
import Foundation

extension TimelineStyle {
    /// The properties a label class takes.
    public static let labelProperties = ["font-color", "font-size", "font-style", "font-weight"]

    /// The Fiori text styles `font-style` accepts, with their size and weight.
    public static let fontStyles: [String: (size: Double, weight: Font.Weight)] = [
        "headline": (17, .bold), "subheadline": (15, .regular), "body": (17, .regular), "callout": (16, .regular),
        "footnote": (13, .regular), "caption1": (12, .regular), "caption2": (11, .regular),
    ]

    private enum Target {
        case text(WritableKeyPath<TimelineStyle, TimelineTextStyle>)
        case colors([String: [WritableKeyPath<TimelineStyle, Color>]])
    }

    private static func target(for styleClass: TimelineStyleClass) -> Target? {
        switch styleClass {
        case .headlineLabel: .text(\.headline)
        case .subheadlineLabel: .text(\.subheadline)
        case .eventLabel: .text(\.eventLabel)
        case .attributeLabel: .text(\.attribute)
        case .subAttributeLabel: .text(\.subattribute)
        case .statusLabel: .text(\.status)
        case .substatusLabel: .text(\.substatus)
        case .markerTitleLabel: .text(\.markerTitle)
        case .markerEventLabel: .text(\.markerEventLabel)
        case .previewTitleLabel: .text(\.previewTitle)
        case .previewAttributeLabel: .text(\.previewAttribute)
        case .previewItemTitleLabel: .text(\.previewItemTitle)
        case .previewFootnoteLabel: .text(\.previewFootnote)
        case .timelineBackground: .colors(["background-color": [\.timelineBackground]])
        case .cardBackground: .colors(["background-color": [\.cardBackground]])
        case .cardHighlightedBackground: .colors(["background-color": [\.cardHighlightedBackground]])
        case .cardSelectedBackground: .colors(["background-color": [\.cardSelectedBackground]])
        case .cardCompletedBackground: .colors(["background-color": [\.cardCompletedBackground]])
        case .verticalLine: .colors(["tint-color": [\.lineColor], "background-color": [\.lineColor]])
        case .nodeImageView: .colors(["tint-color": [\.nodeTint]])
        case .markerTimelineBackground: .colors(["background-color": [\.markerTimelineBackground]])
        case .markerCardBackground: .colors(["background-color": [\.markerCardBackground]])
        case .markerNodeImageView: .colors(["tint-color": [\.markerNodeTint]])
        case .markerLeadingTimeline, .markerTrailingTimeline: .colors(["tint-color": [\.markerLineColor], "background-color": [\.markerLineColor]])
        case .previewBackground: .colors(["background-color": [\.previewBackground]])
        case .previewLineGradient: .colors(["tint-color": [\.previewGradientStart], "background-color": [\.previewGradientEnd]])
        case .previewOverdueLabel: .colors(["font-color": [\.previewOverdue]])
        case .previewTodayNode: .colors(["tint-color": [\.previewTodayTint]])
        default: nil
        }
    }

    /// The properties `styleClass` takes; empty for an unknown class.
    public static func properties(of styleClass: TimelineStyleClass) -> [String] {
        switch target(for: styleClass) {
        case .text: labelProperties
        case let .colors(map): map.keys.sorted()
        case nil: []
        }
    }

    /// Applies one declaration of a style sheet, such as
    /// `fdlFUITimelineCell_headlineLabel { font-color: #0a6ed1; }`.
    /// - Parameters:
    ///   - styleClass: The class.
    ///   - property: The property (`font-color`, `font-size`, `font-style`, `font-weight`, `background-color`, `tint-color`).
    ///   - value: The value: a color (`#rrggbb`, `#rrggbbaa`, a CSS name), a size in points (1…200), a Fiori text style, `bold` or `regular`.
    /// - Throws: ``TimelineStyleError`` naming what is wrong; the style is unchanged then.
    public mutating func apply(_ styleClass: TimelineStyleClass, property: String, value: String) throws(TimelineStyleError) {
        guard let target = Self.target(for: styleClass) else { throw .unknownClass(styleClass.rawValue) }
        func color() throws(TimelineStyleError) -> Color {
            do { return try Color(parsing: value) } catch { throw .invalidValue(property: property, value: value, reason: "is not a color (\(error))") }
        }
        switch target {
        case let .text(path):
            switch property {
            case "font-color": self[keyPath: path].color = try color()
            case "font-size":
                guard let size = Double(value.trimmingCharacters(in: .whitespaces)), size >= 1, size <= 200 else {
                    throw .invalidValue(property: property, value: value, reason: "is not a size in points from 1 to 200")
                }
                self[keyPath: path].font.size = size
            case "font-style":
                guard let style = Self.fontStyles[value] else {
                    throw .invalidValue(property: property, value: value, reason: "is not a Fiori text style (\(Self.fontStyles.keys.sorted().joined(separator: ", ")))")
                }
                self[keyPath: path].font.size = style.size
                self[keyPath: path].font.weight = style.weight
            case "font-weight":
                guard let weight = Font.Weight(rawValue: value) else { throw .invalidValue(property: property, value: value, reason: "is not bold or regular") }
                self[keyPath: path].font.weight = weight
            default: throw .unknownProperty(styleClass: styleClass.rawValue, property: property, allowed: Self.labelProperties)
            }
        case let .colors(map):
            guard let paths = map[property] else {
                throw .unknownProperty(styleClass: styleClass.rawValue, property: property, allowed: map.keys.sorted())
            }
            let parsed = try color()
            for path in paths { self[keyPath: path] = parsed }
        }
    }
}

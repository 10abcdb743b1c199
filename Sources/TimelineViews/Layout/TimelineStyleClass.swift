/// The name of a themable part of the timeline views, as in the reference's
/// NSS theming (`fdl<Class>_<property>`): `fdlFUITimelineCell_headlineLabel`,
/// `fdlFUITimelineMarkerCell_timelineBackground`…
///
/// Label classes take `font-color`, `font-size`, `font-style` (a Fiori text
/// style: `headline`, `subheadline`, `body`, `callout`, `footnote`,
/// `caption1`, `caption2`) and `font-weight` (`bold`, `regular`);
/// background classes take `background-color`; node and line classes take
/// `tint-color` (lines also `background-color`). See
/// ``TimelineStyle/apply(_:property:value:)``.
public struct TimelineStyleClass: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The class name.
    public let rawValue: String

    /// Creates a class from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a class from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The class name.
    public var description: String { rawValue }

    /// The event cell's headline.
    public static let headlineLabel: TimelineStyleClass = "fdlFUITimelineCell_headlineLabel"
    /// The event cell's subheadline.
    public static let subheadlineLabel: TimelineStyleClass = "fdlFUITimelineCell_subheadlineLabel"
    /// The event cell's event text.
    public static let eventLabel: TimelineStyleClass = "fdlFUITimelineCell_eventLabel"
    /// The event cell's attribute.
    public static let attributeLabel: TimelineStyleClass = "fdlFUITimelineCell_attributeLabel"
    /// The event cell's subattribute.
    public static let subAttributeLabel: TimelineStyleClass = "fdlFUITimelineCell_subAttributeLabel"
    /// The event cell's status text.
    public static let statusLabel: TimelineStyleClass = "fdlFUITimelineCell_statusLabel"
    /// The event cell's substatus text.
    public static let substatusLabel: TimelineStyleClass = "fdlFUITimelineCell_substatusLabel"
    /// The background behind event rows.
    public static let timelineBackground: TimelineStyleClass = "fdlFUITimelineCell_timelineBackground"
    /// The event card.
    public static let cardBackground: TimelineStyleClass = "fdlFUITimelineCell_cardBackground"
    /// The pressed event card.
    public static let cardHighlightedBackground: TimelineStyleClass = "fdlFUITimelineCell_cardHighlightedBackground"
    /// The selected event card.
    public static let cardSelectedBackground: TimelineStyleClass = "fdlFUITimelineCell_cardSelectedBackground"
    /// The card of a complete event.
    public static let cardCompletedBackground: TimelineStyleClass = "fdlFUITimelineCell_cardCompletedBackground"
    /// The vertical line of event rows.
    public static let verticalLine: TimelineStyleClass = "fdlFUITimelineCell_verticalLine"
    /// The nodes of event rows.
    public static let nodeImageView: TimelineStyleClass = "fdlFUITimelineCell_nodeImageView"
    /// The marker cell's title.
    public static let markerTitleLabel: TimelineStyleClass = "fdlFUITimelineMarkerCell_titleLabel"
    /// The marker cell's event text.
    public static let markerEventLabel: TimelineStyleClass = "fdlFUITimelineMarkerCell_eventLabel"
    /// The background behind marker rows.
    public static let markerTimelineBackground: TimelineStyleClass = "fdlFUITimelineMarkerCell_timelineBackground"
    /// The area right of a marker's line.
    public static let markerCardBackground: TimelineStyleClass = "fdlFUITimelineMarkerCell_cardBackground"
    /// The marker's nodes.
    public static let markerNodeImageView: TimelineStyleClass = "fdlFUITimelineMarkerCell_nodeImageView"
    /// The line above a marker's node.
    public static let markerLeadingTimeline: TimelineStyleClass = "fdlFUITimelineMarkerCell_leadingTimeline"
    /// The line below a marker's node.
    public static let markerTrailingTimeline: TimelineStyleClass = "fdlFUITimelineMarkerCell_trailingTimeline"
    /// The preview header's title.
    public static let previewTitleLabel: TimelineStyleClass = "fdlFUICollectionSectionHeaderFooterView_titleLabel"
    /// The preview header's attribute.
    public static let previewAttributeLabel: TimelineStyleClass = "fdlFUICollectionSectionHeaderFooterView_attributeLabel"
    /// A preview item's title.
    public static let previewItemTitleLabel: TimelineStyleClass = "fdlFUITimelineCollectionViewCell_titleLabel"
    /// A preview item's due date.
    public static let previewFootnoteLabel: TimelineStyleClass = "fdlFUITimelineCollectionViewCell_footnoteLabel"
    /// The preview's background.
    public static let previewBackground: TimelineStyleClass = "fdlFUITimelinePreviewView_background"
    /// The preview line's gradient (`tint-color` strong end, `background-color` faint end).
    public static let previewLineGradient: TimelineStyleClass = "fdlFUITimelinePreviewView_lineGradient"
    /// The footnote of overdue preview items.
    public static let previewOverdueLabel: TimelineStyleClass = "fdlFUITimelinePreviewView_overdueLabel"
    /// The preview's "Today" node.
    public static let previewTodayNode: TimelineStyleClass = "fdlFUITimelinePreviewView_todayNode"

    /// Every class, in the order above.
    public static let allCases: [TimelineStyleClass] = [
        .headlineLabel, .subheadlineLabel, .eventLabel, .attributeLabel, .subAttributeLabel, .statusLabel, .substatusLabel,
        .timelineBackground, .cardBackground, .cardHighlightedBackground, .cardSelectedBackground, .cardCompletedBackground,
        .verticalLine, .nodeImageView, .markerTitleLabel, .markerEventLabel, .markerTimelineBackground, .markerCardBackground,
        .markerNodeImageView, .markerLeadingTimeline, .markerTrailingTimeline, .previewTitleLabel, .previewAttributeLabel,
        .previewItemTitleLabel, .previewFootnoteLabel, .previewBackground, .previewLineGradient, .previewOverdueLabel, .previewTodayNode,
    ]
}

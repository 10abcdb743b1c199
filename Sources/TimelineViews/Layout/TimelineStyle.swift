public import TimelineGraphics

/// Everything the timeline list's and preview's look depends on, themed by
/// style classes named like the reference's (see ``TimelineStyleClass`` and
/// ``apply(_:property:value:)``). The defaults follow SAP Fiori's light
/// palette: dark text on white cards over a light grey timeline, the
/// Fiori blue for open and complete nodes.
public struct TimelineStyle: Sendable, Hashable, Codable {
    // MARK: Fiori palette

    /// Fiori's primary text color (`primary1`).
    public static let primary1 = Color(rgb: 0x32, 0x36, 0x3a)
    /// Fiori's secondary text color (`primary3`).
    public static let primary3 = Color(rgb: 0x6a, 0x6d, 0x70)
    /// Fiori's tint (the blue of open and complete nodes).
    public static let tint = Color(rgb: 0x0a, 0x6e, 0xd1)
    /// Fiori's line color.
    public static let line = Color(rgb: 0x89, 0x91, 0x9a)
    /// Fiori's negative (error) color.
    public static let negative = Color(rgb: 0xbb, 0x00, 0x00)
    /// Fiori's critical (warning) color.
    public static let critical = Color(rgb: 0xe9, 0x73, 0x0c)
    /// Fiori's positive (success) color.
    public static let positive = Color(rgb: 0x10, 0x7e, 0x3e)

    // MARK: Event cells (FUITimelineCell)

    /// `fdlFUITimelineCell_headlineLabel`.
    public var headline = TimelineTextStyle(font: Font(size: 15, weight: .bold), color: primary1)
    /// `fdlFUITimelineCell_subheadlineLabel`.
    public var subheadline = TimelineTextStyle(font: Font(size: 13), color: primary1)
    /// `fdlFUITimelineCell_eventLabel` (and the marker cell's event label).
    public var eventLabel = TimelineTextStyle(font: Font(size: 12), color: primary3)
    /// `fdlFUITimelineCell_attributeLabel`.
    public var attribute = TimelineTextStyle(font: Font(size: 12), color: primary3)
    /// `fdlFUITimelineCell_subAttributeLabel`.
    public var subattribute = TimelineTextStyle(font: Font(size: 12), color: primary3)
    /// `fdlFUITimelineCell_statusLabel`.
    public var status = TimelineTextStyle(font: Font(size: 12), color: primary3)
    /// `fdlFUITimelineCell_substatusLabel`.
    public var substatus = TimelineTextStyle(font: Font(size: 12), color: primary3)
    /// `fdlFUITimelineCell_timelineBackground`: behind the rows (left of and around the cards).
    public var timelineBackground = Color(rgb: 0xf5, 0xf6, 0xf7)
    /// `fdlFUITimelineCell_cardBackground`.
    public var cardBackground = Color.white
    /// `fdlFUITimelineCell_cardHighlightedBackground`: while a pointer presses the card.
    public var cardHighlightedBackground = Color(rgb: 0xe8, 0xec, 0xf0)
    /// `fdlFUITimelineCell_cardSelectedBackground`: the selected card (the reference's `FioriUIColorStyle.line` tone).
    public var cardSelectedBackground = Color(rgb: 0xe5, 0xf0, 0xfa)
    /// `fdlFUITimelineCell_cardCompletedBackground`: the card of a complete event.
    public var cardCompletedBackground = Color(rgb: 0xf8, 0xf9, 0xfa)
    /// `fdlFUITimelineCell_verticalLine`: the line through the nodes.
    public var lineColor = Color(rgb: 0xbc, 0xc3, 0xca)
    /// `fdlFUITimelineCell_nodeImageView`: the tint of open, in-progress and complete nodes.
    public var nodeTint = tint

    // MARK: Marker cells (FUITimelineMarkerCell)

    /// `fdlFUITimelineMarkerCell_titleLabel`.
    public var markerTitle = TimelineTextStyle(font: Font(size: 14, weight: .bold), color: primary3)
    /// `fdlFUITimelineMarkerCell_eventLabel`.
    public var markerEventLabel = TimelineTextStyle(font: Font(size: 12), color: primary3)
    /// `fdlFUITimelineMarkerCell_timelineBackground`.
    public var markerTimelineBackground = Color(rgb: 0xf5, 0xf6, 0xf7)
    /// `fdlFUITimelineMarkerCell_cardBackground` (the area right of the line).
    public var markerCardBackground = Color(rgb: 0xf5, 0xf6, 0xf7)
    /// `fdlFUITimelineMarkerCell_nodeImageView`: the tint of start, inactive, early-end and end nodes.
    public var markerNodeTint = primary1
    /// `fdlFUITimelineMarkerCell_leadingTimeline` and `_trailingTimeline`.
    public var markerLineColor = Color(rgb: 0xbc, 0xc3, 0xca)

    // MARK: Preview (FUITimelinePreviewView)

    /// `fdlFUICollectionSectionHeaderFooterView_titleLabel`: the preview header's title.
    public var previewTitle = TimelineTextStyle(font: Font(size: 15, weight: .bold), color: primary1)
    /// `fdlFUICollectionSectionHeaderFooterView_attributeLabel`.
    public var previewAttribute = TimelineTextStyle(font: Font(size: 13), color: primary3)
    /// `fdlFUITimelineCollectionViewCell_titleLabel` (the reference: subheadline, primary1).
    public var previewItemTitle = TimelineTextStyle(font: Font(size: 13), color: primary1)
    /// `fdlFUITimelineCollectionViewCell_footnoteLabel` (the reference: footnote, primary3).
    public var previewFootnote = TimelineTextStyle(font: Font(size: 11), color: primary3)
    /// `fdlFUITimelinePreviewView_background`.
    public var previewBackground = Color.white
    /// `fdlFUITimelinePreviewView_lineGradient`: the strong end of the line's gradient (its `tint-color`).
    public var previewGradientStart = tint
    /// `fdlFUITimelinePreviewView_lineGradient`: the faint end (its `background-color`).
    public var previewGradientEnd = Color(rgb: 0xd9, 0xdd, 0xe1)
    /// `fdlFUITimelinePreviewView_overdueLabel`: the footnote color of overdue items.
    public var previewOverdue = negative
    /// `fdlFUITimelinePreviewView_todayNode`: the tint of the "Today" node.
    public var previewTodayTint = critical

    // MARK: Metrics

    /// The width left of the line (event text and image).
    public var eventColumnWidth: Double = 72
    /// The node's diameter.
    public var nodeSize: Double = 16
    /// The space between the line and the card, and the list's right margin.
    public var cardSpacing: Double = 14
    /// The space above and below each card (half the gap between cards).
    public var cardVerticalMargin: Double = 5
    /// The padding inside a card.
    public var cardPadding: Double = 12
    /// The cards' corner radius.
    public var cardCornerRadius: Double = 8
    /// The line's width.
    public var lineWidth: Double = 2
    /// The smallest row height.
    public var minimumRowHeight: Double = 52
    /// The most lines a headline, subheadline or marker title wraps to.
    public var maximumLines = 3
    /// The size of the vector images.
    public var imageSize: Double = 16

    /// The default (Fiori light) style.
    public init() {}
}

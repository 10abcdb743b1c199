public import Foundation
public import TimelineCore
public import TimelineGraphics
import TimelineViews

extension TimelineListDocument {
    /// The display list of a view of the document: what `timelinekit render` draws.
    /// - Parameters:
    ///   - type: Timeline or preview; `nil` for the document's view.
    ///   - width: The width; `nil` for the document's, else 420 (list) or 390 (preview).
    ///   - height: The list's height; `nil` for the document's, else all rows (at most ``maximumHeight``).
    ///   - today: The preview's today; `nil` for the document's, else `clock` read in UTC.
    ///   - clock: The instant used when neither `today` nor the document gives one (the CLI passes `Date()`).
    /// - Returns: The laid-out display list, labelled with the title.
    public func displayList(type: ViewType? = nil, width: Double? = nil, height: Double? = nil, today: Time? = nil,
                            clock: Date = Date(timeIntervalSinceReferenceDate: 0)) -> DisplayList {
        var list: DisplayList
        switch type ?? view.type {
        case .timeline:
            let width = width ?? view.width ?? 420
            let metrics = TimelineListLayout.metrics(for: rows, width: width, style: style)
            let height = height ?? view.height ?? min(Self.maximumHeight, max(1, metrics.contentHeight))
            let viewport = TimelineListViewport(size: Size(width: width, height: height), scrollOffset: view.scrollOffset)
            list = TimelineListLayout.scene(for: rows, metrics: metrics, in: viewport, state: TimelineListState(selectedRowID: view.selected),
                                            style: style).displayList
        case .preview:
            let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
            let viewport = TimelinePreviewViewport(width: width ?? view.width ?? 390, numberOfColumns: numberOfColumns,
                                                   today: today ?? view.today ?? Time(clock, in: utc))
            list = TimelinePreviewLayout.scene(for: previewItems, header: previewHeader, in: viewport, style: style).displayList
        }
        if let title { list.accessibilityLabel = title }
        return list
    }
}

import ArgumentParser
import GanttChart
import Interchange
import TimelineCore
import TimelineGraphics

/// What `render` draws: the resolved document plus the command-line overrides.
struct RenderRequest {
    var document: TimelineDocument
    var resolved: ResolvedTimelineDocument
    var theme: String
    var mode: TimelineDocument.Mode
    var labelPlacement: TimelineDocument.LabelPlacement?
    var zoom: Double?
    var hourWidth: Double?
    var from: Time?
    var to: Time?
    var rows: RowSelection?
    var width: Double?
    var height: Double?
    var maximumRowCount: Int

    init(document: TimelineDocument, resolved: ResolvedTimelineDocument, theme: String?, mode: TimelineDocument.Mode?,
         labelPlacement: TimelineDocument.LabelPlacement?,
         zoom: Double?, hourWidth: Double?, timeRange: (from: Time?, to: Time?), rows: RowSelection?,
         width: Double?, height: Double?, maximumRowCount: Int) throws {
        self.document = document
        self.resolved = resolved
        self.theme = theme ?? resolved.settings.theme
        self.mode = mode ?? resolved.settings.mode
        self.labelPlacement = labelPlacement ?? resolved.settings.labelPlacement
        self.zoom = zoom ?? resolved.settings.zoom
        self.hourWidth = hourWidth ?? resolved.settings.hourWidth
        self.from = timeRange.from ?? resolved.settings.timeline?.start
        self.to = timeRange.to ?? resolved.settings.timeline?.finish
        if let from, let to, to <= from {
            throw RenderError("the drawn timeline would end (\(to)) before it starts (\(from)); check --from and --to")
        }
        self.rows = rows
        self.width = width
        self.height = height
        self.maximumRowCount = maximumRowCount
    }
}

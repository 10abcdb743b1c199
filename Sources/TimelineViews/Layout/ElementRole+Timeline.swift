public import TimelineGraphics

extension ElementRole {
    /// A timeline list row's area, event or marker (`row:<id>`).
    public static let timelineRow: ElementRole = "timelineRow"
    /// An event cell's card (`row:<id>:card`).
    public static let timelineCard: ElementRole = "timelineCard"
    /// A node on the timeline's line (`node:<id>`, `preview:<id>:node`).
    public static let timelineNode: ElementRole = "timelineNode"
    /// A piece of the vertical (list) or horizontal (preview) line.
    public static let timelineLine: ElementRole = "timelineLine"
    /// A vector image (event, status or substatus image).
    public static let timelineImage: ElementRole = "timelineImage"
    /// A column of the timeline preview (`preview:<id>`, `preview:today`).
    public static let previewItem: ElementRole = "previewItem"
    /// The timeline preview's header (`preview:header`).
    public static let previewHeader: ElementRole = "previewHeader"
    /// The header's disclosure indicator (`preview:disclosure`).
    public static let disclosure: ElementRole = "disclosure"
}

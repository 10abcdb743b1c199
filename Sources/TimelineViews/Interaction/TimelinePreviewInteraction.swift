public import TimelineGraphics

/// Headless taps on the timeline preview.
///
/// ```swift
/// let effects = TimelinePreviewInteraction.tap(at: Point(x: 370, y: 22), in: scene)   // [.didSelectHeader]
/// ```
public enum TimelinePreviewInteraction {
    /// The effects of a tap at `point` (viewport-local).
    /// - Parameters:
    ///   - point: Where the tap landed.
    ///   - scene: The preview on screen.
    /// - Returns: One effect, or none outside the header and the columns
    ///   (and on the header when it shows no disclosure indicator: it has no handler then).
    public static func tap(at point: Point, in scene: TimelinePreviewScene) -> [TimelinePreviewEffect] {
        switch scene.hit(at: point) {
        case .disclosure?: [.didSelectHeader]
        case .header?: scene.disclosureFrame == nil ? [] : [.didSelectHeader]
        case let .item(id)?: [.didSelectItem(id)]
        case .today?: [.didSelectToday]
        case nil: []
        }
    }
}

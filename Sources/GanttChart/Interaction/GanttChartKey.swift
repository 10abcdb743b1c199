/// The keys the interaction understands.
public enum GanttChartKey: Sendable, Hashable {
    /// Delete (forward delete).
    case delete
    /// Backspace.
    case backspace
    /// Escape: cancels a drag, closes a menu, clears the selection.
    case escape
    /// Enter (Return): edits the selected element.
    case enter
    /// Left arrow: scrolls left; with Alt moves the selected bar one snap
    /// unit earlier, with Shift+Alt moves its finish earlier.
    case left
    /// Right arrow: scrolls right; with Alt moves the selected bar one snap
    /// unit later, with Shift+Alt moves its finish later.
    case right
    /// Up arrow: scrolls up a row.
    case up
    /// Down arrow: scrolls down a row.
    case down
    /// A character key: `+`/`=` zoom in, `-` zooms out, `z` with command or
    /// control undoes (with shift: redoes), `y` with control redoes.
    case character(Character)
}
extension GanttChartKey {
    /// The key of a browser `KeyboardEvent.key` value: `Delete`,
    /// `Backspace`, `Escape`, `Enter`, `ArrowLeft`, `ArrowRight`, `ArrowUp`,
    /// `ArrowDown`, or a single character; `nil` for other keys.
    /// - Parameter name: The browser's key name.
    public init?(browserKey name: String) {
        switch name {
        case "Delete": self = .delete
        case "Backspace": self = .backspace
        case "Escape", "Esc": self = .escape
        case "Enter": self = .enter
        case "ArrowLeft": self = .left
        case "ArrowRight": self = .right
        case "ArrowUp": self = .up
        case "ArrowDown": self = .down
        default:
            guard name.count == 1, let character = name.first else { return nil }
            self = .character(character)
        }
    }
}

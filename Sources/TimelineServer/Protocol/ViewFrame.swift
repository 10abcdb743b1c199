/// One frame of a view other than the Gantt chart (day timeline, week
/// calendar): the SVG of its viewport and what the page's tool bar shows.
public struct ViewFrame: Sendable, Equatable {
    /// The acknowledged client message, or `nil` for a frame after another page's edit.
    public var seq: Int?
    /// The document's revision.
    public var revision: Int
    /// `day` or `week`.
    public var view: String
    /// The view's SVG for the viewport (escaped by the renderer).
    public var svg: String
    /// What is shown, for people: `Mon 3 Mar – Sun 9 Mar 2025`.
    public var range: String
    /// The selected event, if any.
    public var selection: Selection?
    /// The CSS cursor.
    public var cursor: String
    /// Whether undo and redo have something to do.
    public var canUndo: Bool
    public var canRedo: Bool
    /// What the last message did, for people.
    public var notice: String?

    /// A selected event: its id and a description for people.
    public struct Selection: Sendable, Equatable {
        public var id: String
        public var text: String
    }

    /// The frame as JSON (`type: "frame"`).
    public var jsonValue: JSONValue {
        var object: [String: JSONValue] = [
            "type": "frame", "seq": seq.map { .number(Double($0)) } ?? .null, "revision": .number(Double(revision)),
            "view": .string(view), "svg": .string(svg), "range": .string(range), "cursor": .string(cursor),
            "canUndo": .bool(canUndo), "canRedo": .bool(canRedo), "notice": notice.map(JSONValue.string) ?? .null,
        ]
        object["selection"] = selection.map { .object(["id": .string($0.id), "text": .string($0.text)]) } ?? .null
        return .object(object)
    }
}

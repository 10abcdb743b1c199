public import TimelineGraphics

/// What a page that asked for patches (`hello` with `"patches": true`) was
/// last sent, so that its next frame carries only what changed: the chart as
/// a ``LiveScenePatch``, the grid rows keyed by item, and the frame's other
/// fields when they differ.
///
/// Frames are numbered; a patch names the frame it applies to (`base`). The
/// first frame, a frame after ``reset()`` (the page asked for a `resync`),
/// one whose layers changed, and one that would patch most of the chart are
/// whole (`base: null`).
public struct LiveFramePatcher: Sendable {
    /// The number of the last frame made (0 before the first).
    public private(set) var frameNumber = 0
    /// The chart last sent.
    public private(set) var scene: LiveScene?
    /// The viewport position the content space is anchored at.
    private var anchor: (x: Double, row: Int)?
    /// The grid rows last sent, by key, in content space.
    private var rows: [String: JSONValue] = [:]
    /// The other fields last sent.
    private var fields: [String: JSONValue] = [:]

    /// A patcher whose first frame is whole.
    public init() {}

    /// Makes the next frame whole (a page that lost track asked for it).
    public mutating func reset() {
        scene = nil
        anchor = nil
        rows = [:]
        fields = [:]
    }

    /// Fields sent with every frame that carries them, never left out as
    /// unchanged: they are events of the frame they come with.
    static let eventFields: Set<String> = ["notice", "editor"]
    /// Fields of the whole-frame format that a patch frame replaces or leaves out.
    static let replacedFields: Set<String> = ["svg", "items", "grid", "viewport", "type", "seq", "revision"]

    /// The message for `frame` whose chart is `list`: whole or a patch on the last one.
    /// - Parameters:
    ///   - frame: The frame (its `svg` is not used).
    ///   - list: The frame's display list, viewport-local (layout plus overlay).
    /// - Returns: The JSON message (`type: "frame"`).
    /// - Complexity: O(n log n) in the elements of this frame and the last.
    public mutating func message(for frame: Frame, displayList list: DisplayList) -> JSONValue {
        frameNumber += 1
        let viewport = frame.viewport, rowHeight = frame.grid.rowHeight
        // The content space: re-anchored at the viewport when the offset grows too large.
        if let current = anchor {
            let rowsApart = viewport.firstRow.subtractingReportingOverflow(current.row)
            if rowsApart.overflow || abs(Double(rowsApart.partialValue) * rowHeight) > LiveScene.maximumScroll
                || abs(viewport.x - current.x) > LiveScene.maximumScroll {
                anchor = nil
            }
        }
        if anchor == nil {
            anchor = (viewport.x, viewport.firstRow)
            scene = nil
            rows = [:]
        }
        let scroll = Point(x: Self.rounded(viewport.x - anchor!.x),
                           y: Self.rounded(Double(viewport.firstRow - anchor!.row) * rowHeight + viewport.rowOffset))
        let newScene = LiveScene(list, scroll: scroll)
        var object: [String: JSONValue] = ["type": "frame", "seq": frame.seq.map { .number(Double($0)) } ?? .null,
                                           "revision": .number(Double(frame.revision)), "frame": .number(Double(frameNumber))]
        // The chart: a patch when there is a scene to patch and the patch is the smaller message.
        let elementCount = newScene.layers.reduce(0) { $0 + $1.elements.count }
        if let old = scene, let patch = LiveScenePatch.diff(from: old, to: newScene), patch.insertedCount * 2 <= max(8, elementCount) {
            object["base"] = .number(Double(frameNumber - 1))
            object["scene"] = Self.json(patch)
        } else {
            object["base"] = .null
            object["scene"] = Self.json(newScene)
            rows = [:]
            fields = [:]
        }
        scene = newScene
        // The grid: rows keyed by item (empty rows by number), in content space.
        var grid: [String: JSONValue] = [:]
        let whole = object["base"] == .null
        let gridFields: [String: JSONValue] = [
            "columns": .array(frame.grid.columns.map { column in
                .object(["key": .string(column.key), "title": .string(column.title), "align": .string(column.alignment),
                         "width": .number(column.width), "editable": .bool(column.isEditable)])
            }),
            "headerHeight": .number(frame.grid.headerHeight), "rowHeight": .number(rowHeight),
        ]
        for (key, value) in gridFields where whole || fields["grid." + key] != value {
            grid[key] = value
            fields["grid." + key] = value
        }
        var newRows: [String: JSONValue] = [:]
        var put: [JSONValue] = []
        for row in frame.grid.rows {
            let key = row.itemID.map { "i\($0)" } ?? "r\(row.row)"
            let value = JSONValue.object([
                "key": .string(key), "row": .number(Double(row.row)), "y": .number(Self.rounded(row.y + scroll.y)),
                "item": row.itemID.map { .number(Double($0)) } ?? .null, "kind": .string(row.kind),
                "cells": .array(row.cells.map(JSONValue.string)), "level": .number(Double(row.level)),
                "expandable": .bool(row.isExpandable), "expanded": .bool(row.isExpanded),
            ])
            newRows[key] = value
            if rows[key] != value { put.append(value) }
        }
        let removed = rows.keys.filter { newRows[$0] == nil }.sorted()
        if whole {
            grid["rows"] = .array(put)
        } else if !put.isEmpty || !removed.isEmpty {
            grid["put"] = .array(put)
            grid["remove"] = .array(removed.map(JSONValue.string))
        }
        rows = newRows
        if !grid.isEmpty { object["grid"] = .object(grid) }
        // The viewport: the fields that changed.
        var port: [String: JSONValue] = [:]
        let viewportFields: [String: JSONValue] = [
            "width": .number(viewport.width), "height": .number(viewport.height), "x": .number(viewport.x),
            "firstRow": .number(Double(viewport.firstRow)), "rowOffset": .number(viewport.rowOffset),
            "rowCount": .number(Double(viewport.rowCount)), "zoom": .number(viewport.zoom),
            "contentWidth": .number(viewport.contentWidth), "contentLeft": .number(viewport.contentLeft),
            "contentTop": .number(viewport.contentTop), "histogramHeight": .number(viewport.histogramHeight),
        ]
        for (key, value) in viewportFields where fields["viewport." + key] != value {
            port[key] = value
            fields["viewport." + key] = value
        }
        if !port.isEmpty { object["viewport"] = .object(port) }
        // Everything else: when it changed (events when they happen).
        if case let .object(all) = frame.jsonValue {
            for (key, value) in all where !Self.replacedFields.contains(key) {
                if Self.eventFields.contains(key) {
                    if value != .null { object[key] = value }
                } else if fields[key] != value {
                    object[key] = value
                    fields[key] = value
                }
            }
        }
        return .object(object)
    }

    /// `value` as the renderer writes it (two decimals), so content-space
    /// coordinates compare equal across frames.
    static func rounded(_ value: Double) -> Double {
        Double(SVGFormatting.number(value)) ?? 0
    }

    // MARK: JSON

    static func json(_ scene: LiveScene) -> JSONValue {
        .object([
            "whole": .bool(true), "width": .number(scene.width), "height": .number(scene.height),
            "background": scene.background.map(JSONValue.string) ?? .null,
            "backgroundOpacity": scene.backgroundOpacity.map(JSONValue.string) ?? .null,
            "label": .string(scene.label), "fontFamily": .string(Font.defaultFamilyFallbackList), "scroll": .array([.number(scene.scroll.x), .number(scene.scroll.y)]),
            "layers": .array(scene.layers.map { layer in
                .object(["id": .string(layer.id), "axes": .string(layer.axes.name), "group": .bool(layer.isGroup),
                         "clip": layer.clip.map { json($0) } ?? .null,
                         "elements": .array(layer.elements.map { json($0.description, key: $0.key) })])
            }),
        ])
    }

    static func json(_ patch: LiveScenePatch) -> JSONValue {
        var layers: [String: JSONValue] = [:]
        for (id, layer) in patch.layers {
            var object: [String: JSONValue] = [:]
            if !layer.removed.isEmpty { object["remove"] = .array(layer.removed.map(JSONValue.string)) }
            if !layer.placed.isEmpty {
                object["place"] = .array(layer.placed.map { placement in
                    .array([.string(placement.key), placement.after.map(JSONValue.string) ?? .null,
                            placement.element.map { json($0, key: placement.key) } ?? .null])
                })
            }
            if !layer.changed.isEmpty {
                object["set"] = .array(layer.changed.map { change in
                    var entry: [String: JSONValue] = ["k": .string(change.key)]
                    if !change.set.isEmpty { entry["a"] = attributes(change.set) }
                    if !change.removed.isEmpty { entry["d"] = .array(change.removed.map(JSONValue.string)) }
                    if let text = change.text { entry["x"] = text.map(JSONValue.string) ?? .null }
                    if let title = change.title { entry["t"] = title.map(JSONValue.string) ?? .null }
                    return .object(entry)
                })
            }
            layers[id] = .object(object)
        }
        return .object(["scroll": .array([.number(patch.scroll.x), .number(patch.scroll.y)]), "layers": .object(layers)])
    }

    /// An element: `k` its key, `n` its tag, `a` its attributes, and when
    /// present `x` its text, `t` its title, `c` a group's children and `clip`.
    static func json(_ element: SVGElementDescription, key: String?) -> JSONValue {
        var object: [String: JSONValue] = ["n": .string(element.tag), "a": attributes(element.attributes)]
        if let key { object["k"] = .string(key) }
        if let text = element.text { object["x"] = .string(text) }
        if let title = element.title { object["t"] = .string(title) }
        if let clip = element.clip { object["clip"] = json(clip) }
        if !element.children.isEmpty { object["c"] = .array(element.children.map { json($0, key: nil) }) }
        return .object(object)
    }

    static func attributes(_ list: [SVGElementDescription.Attribute]) -> JSONValue {
        var object: [String: JSONValue] = [:]
        for attribute in list { object[attribute.name] = .string(attribute.value) }
        return .object(object)
    }

    static func json(_ rect: Rect) -> JSONValue {
        .array([rect.minX, rect.minY, rect.width, rect.height].map { .number(rounded($0)) })
    }
}

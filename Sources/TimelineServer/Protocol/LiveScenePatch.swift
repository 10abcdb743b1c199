public import TimelineGraphics

/// What changed between two ``LiveScene``s with the same layers: per layer,
/// the elements removed, the elements inserted or moved (each after the
/// element that precedes it in the new scene), and the attributes, text and
/// titles changed in place. Applying it to the old scene gives the new one
/// exactly (``apply(to:)``), elements, attributes and paint order.
public struct LiveScenePatch: Sendable, Equatable {
    /// The new content-space offset.
    public var scroll: Point
    /// The changed layers, by id (a layer not listed is unchanged).
    public var layers: [String: LayerPatch]

    /// The changes of one layer, applied in order: removals, placements, changes.
    public struct LayerPatch: Sendable, Equatable {
        /// Keys of the elements to remove.
        public var removed: [String] = []
        /// Elements to insert (with their description) or move (without),
        /// in the new paint order: each goes right after `after` (the
        /// element before it in the new scene), or first when `after` is `nil`.
        public var placed: [Placement] = []
        /// Elements that stay but change.
        public var changed: [Change] = []

        /// Whether it changes nothing.
        public var isEmpty: Bool { removed.isEmpty && placed.isEmpty && changed.isEmpty }
    }

    /// An element inserted or moved.
    public struct Placement: Sendable, Equatable {
        public var key: String
        /// The key of the element it follows, or `nil` for the first place.
        public var after: String?
        /// The new element, or `nil` to move the element already there.
        public var element: SVGElementDescription?
    }

    /// An element changed in place (same tag, clip and children).
    public struct Change: Sendable, Equatable {
        public var key: String
        /// Attributes added or given a new value.
        public var set: [SVGElementDescription.Attribute] = []
        /// Names of attributes removed.
        public var removed: [String] = []
        /// The new text, when it changed (`.some(nil)`: no text any more).
        public var text: String??
        /// The new title, when it changed.
        public var title: String??
    }

    /// The patch from `old` to `new`, or `nil` when they cannot be patched
    /// (different size, background, label, or layers: send `new` whole).
    /// - Complexity: O(n log n) in the elements of both scenes.
    public static func diff(from old: LiveScene, to new: LiveScene) -> LiveScenePatch? {
        guard old.width == new.width, old.height == new.height, old.background == new.background,
              old.backgroundOpacity == new.backgroundOpacity, old.label == new.label,
              old.layers.count == new.layers.count else { return nil }
        var layers: [String: LayerPatch] = [:]
        for (before, after) in zip(old.layers, new.layers) {
            guard before.id == after.id, before.axes == after.axes, before.clip == after.clip else { return nil }
            let patch = diff(before.elements, after.elements)
            if !patch.isEmpty { layers[after.id] = patch }
        }
        return LiveScenePatch(scroll: new.scroll, layers: layers)
    }

    /// The number of elements the patch sends whole (inserted or replaced).
    public var insertedCount: Int { layers.values.reduce(0) { $0 + $1.placed.filter { $0.element != nil }.count } }

    static func diff(_ old: [LiveScene.Element], _ new: [LiveScene.Element]) -> LayerPatch {
        var oldIndex: [String: Int] = [:]
        oldIndex.reserveCapacity(old.count)
        for (index, element) in old.enumerated() { oldIndex[element.key] = index }
        let newKeys = Set(new.map(\.key))
        var patch = LayerPatch()
        // Kept: in both, with the same tag, clip and children (else replaced: removed and inserted).
        var kept: [Int?] = []
        kept.reserveCapacity(new.count)
        for element in new {
            if let index = oldIndex[element.key], Self.isSameShape(old[index].description, element.description) {
                kept.append(index)
            } else {
                kept.append(nil)
            }
        }
        let keptOld = Set(kept.compactMap { $0 })
        for (index, element) in old.enumerated() where !newKeys.contains(element.key) || !keptOld.contains(index) {
            patch.removed.append(element.key)
        }
        // The kept elements already in order stay; the others move.
        let staying = Self.longestIncreasingRun(kept)
        for (position, element) in new.enumerated() {
            let after = position > 0 ? new[position - 1].key : nil
            guard let index = kept[position] else {
                patch.placed.append(Placement(key: element.key, after: after, element: element.description))
                continue
            }
            if !staying.contains(position) { patch.placed.append(Placement(key: element.key, after: after, element: nil)) }
            if let change = Self.change(from: old[index].description, to: element.description, key: element.key) {
                patch.changed.append(change)
            }
        }
        return patch
    }

    static func isSameShape(_ a: SVGElementDescription, _ b: SVGElementDescription) -> Bool {
        a.tag == b.tag && a.clip == b.clip && a.children == b.children
    }

    static func change(from old: SVGElementDescription, to new: SVGElementDescription, key: String) -> Change? {
        guard old != new else { return nil }
        var change = Change(key: key)
        var oldValues: [String: String] = [:]
        for attribute in old.attributes { oldValues[attribute.name] = attribute.value }
        var newNames = Set<String>()
        for attribute in new.attributes {
            newNames.insert(attribute.name)
            if oldValues[attribute.name] != attribute.value { change.set.append(attribute) }
        }
        change.removed = old.attributes.map(\.name).filter { !newNames.contains($0) }
        if old.text != new.text { change.text = .some(new.text) }
        if old.title != new.title { change.title = .some(new.title) }
        return change
    }

    /// The positions of `values` (skipping `nil`) forming a longest strictly
    /// increasing run.
    /// - Complexity: O(n log n).
    static func longestIncreasingRun(_ values: [Int?]) -> Set<Int> {
        var tails: [Int] = []          // positions: tails[k] ends a run of length k + 1
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            guard let value else { continue }
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]]! < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result = Set<Int>()
        var position = tails.last ?? -1
        while position >= 0 {
            result.insert(position)
            position = previous[position]
        }
        return result
    }

    /// `scene` with the patch applied, as the page applies it; `nil` when
    /// the patch names an element the scene does not have.
    public func apply(to scene: LiveScene) -> LiveScene? {
        var result = scene
        result.scroll = scroll
        for (index, layer) in scene.layers.enumerated() {
            guard let patch = layers[layer.id] else { continue }
            var elements = layer.elements
            let removed = Set(patch.removed)
            elements.removeAll { removed.contains($0.key) }
            for placement in patch.placed {
                var element: LiveScene.Element
                if let description = placement.element {
                    element = LiveScene.Element(key: placement.key, description: description)
                } else {
                    guard let at = elements.firstIndex(where: { $0.key == placement.key }) else { return nil }
                    element = elements.remove(at: at)
                }
                if let after = placement.after {
                    guard let at = elements.firstIndex(where: { $0.key == after }) else { return nil }
                    elements.insert(element, at: at + 1)
                } else {
                    elements.insert(element, at: 0)
                }
            }
            for change in patch.changed {
                guard let at = elements.firstIndex(where: { $0.key == change.key }) else { return nil }
                var description = elements[at].description
                let dropped = Set(change.removed)
                description.attributes.removeAll { dropped.contains($0.name) }
                for attribute in change.set {
                    if let existing = description.attributes.firstIndex(where: { $0.name == attribute.name }) {
                        description.attributes[existing].value = attribute.value
                    } else {
                        description.attributes.append(attribute)
                    }
                }
                if let text = change.text { description.text = text }
                if let title = change.title { description.title = title }
                elements[at].description = description
            }
            result.layers[index].elements = elements
        }
        return result
    }
}

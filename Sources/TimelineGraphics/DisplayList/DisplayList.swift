/// A renderer-neutral picture: plain data listing drawing commands in paint
/// order, each with a semantic id and a role.
///
/// Layout code produces a display list; ``SVGRenderer`` and
/// ``RasterExporter`` draw it, and ``hitTest(_:tolerance:)`` answers which
/// elements lie under a pointer. Same input, same list: a display list is
/// `Equatable`, so tests compare whole pictures or query them by id and role.
///
/// ```swift
/// let list = DisplayList(size: Size(width: 200, height: 40), elements: [
///     .rect(id: "item:1", role: .bar, Rect(x: 10, y: 10, width: 120, height: 20), fill: .steelBlue),
/// ])
/// ```
public struct DisplayList: Sendable, Hashable, Codable {
    /// The size of the picture in user units; its origin is the top-left corner.
    public var size: Size
    /// The color painted under everything; `nil` leaves the picture transparent.
    public var background: Color?
    /// The top-level elements, in paint order (later elements are on top).
    public var elements: [DisplayElement]
    /// A label for the whole picture (SVG `aria-label` on the root), if any.
    public var accessibilityLabel: String?

    /// Creates a display list.
    public init(size: Size, background: Color? = nil, elements: [DisplayElement] = [], accessibilityLabel: String? = nil) {
        self.size = size
        self.background = background
        self.elements = elements
        self.accessibilityLabel = accessibilityLabel
    }

    /// Appends an element on top of the others.
    public mutating func append(_ element: DisplayElement) {
        elements.append(element)
    }

    /// Appends elements on top of the others, in order.
    public mutating func append(contentsOf newElements: some Sequence<DisplayElement>) {
        elements.append(contentsOf: newElements)
    }

    /// Every element, groups and their descendants included, in paint order
    /// (a group comes before its children).
    /// - Complexity: O(n) in the number of elements.
    public var allElements: [DisplayElement] {
        var result: [DisplayElement] = []
        func visit(_ elements: [DisplayElement]) {
            for element in elements {
                result.append(element)
                visit(element.children)
            }
        }
        visit(elements)
        return result
    }

    /// The elements with `role`, descendants of groups included, in paint order.
    /// - Complexity: O(n).
    public func elements(withRole role: ElementRole) -> [DisplayElement] {
        allElements.filter { $0.role == role }
    }

    /// The first element (in paint order, descendants of groups included)
    /// whose id is `id`.
    /// - Complexity: O(n).
    public func element(withID id: SemanticID) -> DisplayElement? {
        func find(_ elements: [DisplayElement]) -> DisplayElement? {
            for element in elements {
                if element.id == id { return element }
                if let found = find(element.children) { return found }
            }
            return nil
        }
        return find(elements)
    }

    /// The bounds of the element with `id` in the list's coordinates (group
    /// translations applied, group clips respected), including half the
    /// stroke width; `nil` when there is no such element or it is empty.
    /// - Complexity: O(n).
    public func bounds(of id: SemanticID, measurer: TextMeasurer = TextMeasurer()) -> Rect? {
        func find(_ elements: [DisplayElement], dx: Double, dy: Double, clip: Rect?) -> Rect?? {
            for element in elements {
                if element.id == id {
                    guard let local = element.bounds(measurer: measurer) else { return .some(nil) }
                    let moved = local.offsetBy(dx: dx, dy: dy)
                    guard let clip else { return .some(moved) }
                    return .some(moved.intersection(clip))
                }
                if case let .group(group) = element.primitive {
                    let ndx = dx + group.translation.x
                    let ndy = dy + group.translation.y
                    var childClip = clip
                    if let groupClip = group.clip?.offsetBy(dx: ndx, dy: ndy) {
                        childClip = clip.map { $0.intersection(groupClip) ?? Rect(origin: groupClip.origin, size: .zero) } ?? groupClip
                    }
                    if let found = find(group.children, dx: ndx, dy: ndy, clip: childClip) { return found }
                }
            }
            return nil
        }
        return find(elements, dx: 0, dy: 0, clip: nil) ?? nil
    }

    /// The bounds of `element` in the list's coordinates, looked up by its id
    /// (see `bounds(of:measurer:)` taking an id).
    public func bounds(of element: DisplayElement, measurer: TextMeasurer = TextMeasurer()) -> Rect? {
        bounds(of: element.id, measurer: measurer)
    }
}

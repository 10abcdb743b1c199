import TimelineGraphics
import Foundation

/// Lays out a bar chart: axes, bars, value labels, legend and selection, as
/// a pure function of the model, the viewport and the style.
///
/// ```swift
/// let viewport = BarChartViewport(size: Size(width: 960, height: 540))
/// let scene = BarChartLayout.scene(for: model, in: viewport, style: style)
/// let svg = SVGRenderer().render(scene.displayList)
/// ```
///
/// Only the categories that intersect the plot are laid out: the visible
/// range is computed from the scroll offset and the slots of the layer are
/// found by binary search, so a frame of a chart of 10^5 bars costs what its
/// visible bars cost.
public enum BarChartLayout {
    /// Lays out `model` for `viewport`.
    /// - Parameters:
    ///   - model: The bars.
    ///   - viewport: Size, scroll offset, zoom and selection.
    ///   - style: The look and the bar arithmetic.
    /// - Returns: The scene.
    /// - Complexity: O(log n + v), v = bars and frames in the visible categories.
    public static func scene(for model: BarChartModel, in viewport: BarChartViewport, style: BarChartStyle = BarChartStyle()) -> BarChartScene {
        var builder = Builder(model: model, viewport: viewport, style: style)
        return builder.build()
    }
}

/// The state of one layout pass.
private struct Builder {
    let model: BarChartModel
    var viewport: BarChartViewport
    let style: BarChartStyle
    let measurer = TextMeasurer()
    let vertical: Bool
    var list: DisplayList
    var plot = Rect.zero
    var scale = ValueAxisScale(minimum: 0, maximum: 1, step: 1)
    var scroll = 0.0
    var contentLength = 0.0

    init(model: BarChartModel, viewport: BarChartViewport, style: BarChartStyle) {
        self.model = model
        self.style = style
        self.vertical = style.orientation == .vertical
        var viewport = viewport
        let zoom = viewport.zoom.isFinite ? viewport.zoom : 1
        viewport.zoom = min(style.zoomRange.upperBound, max(style.zoomRange.lowerBound, zoom))
        viewport.size = Size(width: Self.sane(viewport.size.width, 0...100_000), height: Self.sane(viewport.size.height, 0...100_000))
        self.viewport = viewport
        list = DisplayList(size: viewport.size, background: style.backgroundColor, accessibilityLabel: style.title ?? "Bar chart")
    }

    static func sane(_ value: Double, _ range: ClosedRange<Double>) -> Double {
        value.isFinite ? min(range.upperBound, max(range.lowerBound, value)) : range.lowerBound
    }

    // MARK: Coordinates

    /// The viewport coordinate of a value.
    func valuePosition(_ value: Double) -> Double {
        let fraction = scale.fraction(of: value)
        return vertical ? plot.maxY - fraction * plot.height : plot.minX + fraction * plot.width
    }

    /// The viewport coordinate of a content position along the category axis.
    func categoryPosition(_ content: Double) -> Double {
        (vertical ? plot.minX : plot.minY) + content - scroll
    }

    /// The rectangle from `start` (content, category axis) `length` long, between two values.
    func rect(categoryStart start: Double, length: Double, from: Double, to: Double) -> Rect {
        let a = valuePosition(from), b = valuePosition(to)
        let c = categoryPosition(start)
        if vertical { return Rect(x: c, y: min(a, b), width: length, height: abs(a - b)) }
        return Rect(x: min(a, b), y: c, width: abs(a - b), height: length)
    }

    var plotLength: Double { vertical ? plot.width : plot.height }

    func lineHeight(_ font: Font) -> Double { measurer.lineHeight(for: font) }

    // MARK: Build

    mutating func build() -> BarChartScene {
        let size = viewport.size
        let labelHeight = lineHeight(style.labelFont)
        let valueLabelHeight = lineHeight(style.valueLabelFont)
        let showsSeriesLabels = vertical && model.layer.kind == .groupedStacked
        let above = style.labels == .above

        // Top: title, legend, value-axis title (vertical) or category-axis title (horizontal).
        var top = style.padding
        if let title = style.title, !title.isEmpty {
            list.append(.text(id: "title", role: .chartTitle, title, at: Point(x: style.padding, y: top), font: style.titleFont,
                              color: style.titleColor, baseline: .top, maxWidth: max(0, size.width - 2 * style.padding)))
            top += lineHeight(style.titleFont) + 10
        }
        if style.showsLegend, !model.legend.isEmpty {
            top += appendLegend(top: top) + 8
        }
        let upperAxisTitle = vertical ? style.valueAxisTitle : style.categoryAxisTitle
        let upperTitleY = top
        if let upperAxisTitle, !upperAxisTitle.isEmpty { top += lineHeight(style.axisTitleFont) + 8 }
        top += labelHeight / 2

        // Bottom.
        var bottom = style.padding
        let lowerAxisTitle = vertical ? style.categoryAxisTitle : style.valueAxisTitle
        if let lowerAxisTitle, !lowerAxisTitle.isEmpty { bottom += lineHeight(style.axisTitleFont) + 6 }
        if vertical {
            bottom += labelHeight + 8
            if showsSeriesLabels { bottom += lineHeight(seriesLabelFont) + 4 }
        } else {
            bottom += labelHeight + 6
        }
        let plotTop = top, plotBottom = max(top, size.height - bottom)

        // The value axis: nice bounds, with room for the value labels beyond the longest bars.
        scale = style.valueAxis ?? ValueAxisScale.nice(covering: model.valueExtent, targetTickCount: max(1, min(50, style.targetTickCount)))
        if above, style.valueAxis == nil {
            let extentLabelWidth = [model.valueExtent.lowerBound, model.valueExtent.upperBound]
                .map { measurer.width(of: valueLabel($0), font: style.valueLabelFont) }.max() ?? 0
            let valueLength = vertical ? plotBottom - plotTop : max(0, size.width - 2 * style.padding - min(style.maximumCategoryLabelWidth, 100) - 20)
            scale = Self.withHeadroom(scale, extent: model.valueExtent, length: valueLength,
                                      room: vertical ? valueLabelHeight + 4 : extentLabelWidth + 8)
        }
        let tickDecimals = style.valueFormat.decimals ?? ValueAxisScale.decimals(for: scale.step)
        let ticks = scale.ticks
        let tickLabels = ticks.map { style.valueFormat.string($0, decimals: tickDecimals) }
        let tickWidth = tickLabels.map { measurer.width(of: $0, font: style.labelFont) }.max() ?? 0

        // Sides.
        var left = style.padding, right = style.padding
        if vertical {
            left += tickWidth + 8
            right += 8
        } else {
            right += tickWidth / 2
        }

        // Category axis arithmetic (needs the plot length; a horizontal chart's left margin needs the visible labels).
        var geometry: CategoryGeometry
        var visible: Range<Int>
        if vertical {
            plot = Rect(x: left, y: plotTop, width: max(0, size.width - left - right), height: max(0, plotBottom - plotTop))
            geometry = categoryGeometry(plotLength: plot.width)
            visible = visibleCategories(geometry)
        } else {
            plot = Rect(x: left, y: plotTop, width: 0, height: max(0, plotBottom - plotTop))
            geometry = categoryGeometry(plotLength: plot.height)
            visible = visibleCategories(geometry)
            left += min(style.maximumCategoryLabelWidth, categoryLabelWidth(visible)) + 10
            plot = Rect(x: left, y: plotTop, width: max(0, size.width - left - right), height: plot.height)
        }

        // Grid lines and the value axis labels.
        for (offset, tick) in ticks.enumerated() {
            let position = valuePosition(tick)
            let from = vertical ? Point(x: plot.minX, y: position) : Point(x: position, y: plot.minY)
            let to = vertical ? Point(x: plot.maxX, y: position) : Point(x: position, y: plot.maxY)
            if tick != scale.minimum {
                list.append(.line(id: "gridLine:value:\(offset)", role: .gridLine, from: from, to: to, stroke: Stroke(style.gridLineColor, width: 1)))
            }
            if vertical {
                list.append(.text(id: "tickLabel:value:\(offset)", role: .axisLabel, tickLabels[offset], at: Point(x: plot.minX - 8, y: position),
                                  font: style.labelFont, color: style.labelColor, anchor: .end, baseline: .middle))
            } else {
                list.append(.text(id: "tickLabel:value:\(offset)", role: .axisLabel, tickLabels[offset], at: Point(x: position, y: plot.maxY + 6),
                                  font: style.labelFont, color: style.labelColor, anchor: .middle, baseline: .top))
            }
        }
        // Axis lines: the value axis along the plot's side, the category axis along its base.
        let axisStroke = Stroke(style.axisColor, width: 1)
        if vertical {
            list.append(.line(id: "axis:value", role: .axis, from: Point(x: plot.minX, y: plot.minY), to: Point(x: plot.minX, y: plot.maxY), stroke: axisStroke))
            list.append(.line(id: "axis:category", role: .axis, from: Point(x: plot.minX, y: plot.maxY), to: Point(x: plot.maxX, y: plot.maxY), stroke: axisStroke))
        } else {
            list.append(.line(id: "axis:value", role: .axis, from: Point(x: plot.minX, y: plot.maxY), to: Point(x: plot.maxX, y: plot.maxY), stroke: axisStroke))
            list.append(.line(id: "axis:category", role: .axis, from: Point(x: plot.minX, y: plot.minY), to: Point(x: plot.minX, y: plot.maxY), stroke: axisStroke))
        }

        // Bars, value labels and the selection, clipped to the plot along the category axis.
        let (bars, barElements) = layOutBars(geometry: geometry, visible: visible)
        let clip = vertical ? Rect(x: plot.minX, y: 0, width: plot.width, height: size.height)
                            : Rect(x: 0, y: plot.minY, width: size.width, height: plot.height)
        var plotGroup = DisplayElement.group(id: "plot", barElements, clip: clip)
        plotGroup.isHitTestable = false
        list.append(plotGroup)

        // The zero line on top of the bars.
        if scale.crossesZero {
            let zero = valuePosition(0)
            let from = vertical ? Point(x: plot.minX, y: zero) : Point(x: zero, y: plot.minY)
            let to = vertical ? Point(x: plot.maxX, y: zero) : Point(x: zero, y: plot.maxY)
            list.append(.line(id: "axis:zero", role: .axis, from: from, to: to, stroke: Stroke(style.zeroLineColor, width: 1.25)))
        }

        // Category labels (thinned when they would overlap).
        appendCategoryLabels(geometry: geometry, visible: visible, showsSeriesLabels: showsSeriesLabels)

        // Axis titles.
        if let upperAxisTitle, !upperAxisTitle.isEmpty {
            let x = vertical ? max(style.padding, plot.minX - tickWidth - 8) : style.padding
            list.append(.text(id: vertical ? "axisTitle:value" : "axisTitle:category", role: .axisTitle, upperAxisTitle,
                              at: Point(x: x, y: upperTitleY), font: style.axisTitleFont, color: style.labelColor, baseline: .top,
                              maxWidth: max(0, size.width - x - style.padding)))
        }
        if let lowerAxisTitle, !lowerAxisTitle.isEmpty {
            list.append(.text(id: vertical ? "axisTitle:category" : "axisTitle:value", role: .axisTitle, lowerAxisTitle,
                              at: Point(x: plot.midX, y: size.height - style.padding), font: style.axisTitleFont, color: style.labelColor,
                              anchor: .middle, baseline: .bottom, maxWidth: max(0, size.width - 2 * style.padding)))
        }
        viewport.scrollOffset = scroll
        return BarChartScene(displayList: list, viewport: viewport, orientation: style.orientation, plotFrame: plot, valueScale: scale,
                             contentLength: contentLength, visibleCategories: visible, bars: bars)
    }

    var seriesLabelFont: Font { style.valueLabelFont }

    /// `scale` grown by whole steps (at most three at each end) until `room`
    /// points lie between the data's extent and the axis ends, so value
    /// labels beyond the longest bars stay inside the plot.
    static func withHeadroom(_ scale: ValueAxisScale, extent: ClosedRange<Double>, length: Double, room: Double) -> ValueAxisScale {
        guard length > 0, room > 0 else { return scale }
        var result = scale
        for _ in 0..<3 {
            let perValue = length / (result.maximum - result.minimum)
            var grown = false
            if extent.upperBound > 0, (result.maximum - extent.upperBound) * perValue < room {
                result = ValueAxisScale(minimum: result.minimum, maximum: result.maximum + result.step, step: result.step)
                grown = true
            }
            if extent.lowerBound < 0, (extent.lowerBound - result.minimum) * perValue < room {
                result = ValueAxisScale(minimum: result.minimum - result.step, maximum: result.maximum, step: result.step)
                grown = true
            }
            if !grown { break }
        }
        return result
    }

    /// The widest category label in `range` (the first 2 000 measured).
    func categoryLabelWidth(_ range: Range<Int>) -> Double {
        var widest = 0.0
        for index in range.prefix(2_000) { widest = max(widest, measurer.width(of: model.categories[index], font: style.labelFont)) }
        return widest
    }

    // MARK: Category axis

    /// Where groups and bars go along the category axis at this zoom.
    struct CategoryGeometry {
        var barWidth: Double
        var barSpacing: Double
        var groupExtent: Double      // half the widest group, plus a margin
        var categoryStep: Double     // distance between neighbouring category centres
    }

    mutating func categoryGeometry(plotLength: Double) -> CategoryGeometry {
        let n = model.categories.count
        let zoom = viewport.zoom
        let base = style.categoryWidth.map { Self.sane($0, 0...100_000) * Double(n) } ?? plotLength
        contentLength = base * zoom
        let maximumScroll = max(0, contentLength - plotLength)
        scroll = min(maximumScroll, max(0, viewport.scrollOffset.isFinite ? viewport.scrollOffset : 0))
        // In `.scale` mode bars and spacings follow the zoomed length; in `.keepWidth` the length at zoom 1.
        let factor = style.zoomMode == .scale ? zoom : 1
        let widthLength = style.zoomMode == .scale ? contentLength : base
        let gs = Self.sane(style.groupSpacing, 0...10_000) * factor
        let bs = Self.sane(style.barSpacing, 0...10_000) * factor
        let available = BarGroupArithmetic.groupAvailableLength(axisLength: widthLength, categoryCount: n, groupSpacing: gs, mode: style.groupLayout)
        let fixed = style.barWidth.map { Self.sane($0, 0...10_000) * factor }
        let m = model.maximumBarsPerGroup
        let width = BarGroupArithmetic.barWidth(availableLength: available, maximumBarCount: m, barSpacing: bs, fixed: fixed)
        let groupWidth = BarGroupArithmetic.groupWidth(barCount: m, maximumBarCount: m, barWidth: width, barSpacing: bs, mode: style.groupLayout)
        let step = n > 0 ? contentLength / Double(style.groupLayout == .centered ? n : n + 1) : 0
        return CategoryGeometry(barWidth: width, barSpacing: bs, groupExtent: groupWidth / 2 + 2, categoryStep: step)
    }

    /// The categories whose groups may intersect the plot.
    func visibleCategories(_ geometry: CategoryGeometry) -> Range<Int> {
        let n = model.categories.count
        guard n > 0, contentLength > 0 else { return 0..<0 }
        let low = BarGroupArithmetic.category(near: scroll - geometry.groupExtent, axisLength: contentLength, categoryCount: n, mode: style.groupLayout)
        let high = BarGroupArithmetic.category(near: scroll + plotLength + geometry.groupExtent, axisLength: contentLength, categoryCount: n, mode: style.groupLayout)
        guard low.isFinite, high.isFinite else { return 0..<0 }
        let first = Int(max(0, min(Double(n), low.rounded(.down))))
        let last = Int(max(-1, min(Double(n - 1), high.rounded(.up))))
        return first <= last ? first..<(last + 1) : 0..<0
    }

    func groupCenter(_ category: Int) -> Double {
        BarGroupArithmetic.groupCenter(index: category, axisLength: contentLength, categoryCount: model.categories.count, mode: style.groupLayout)
    }

    // MARK: Bars

    func color(for series: String, explicit: Color?) -> Color {
        if let explicit { return explicit }
        if let index = model.legend.firstIndex(where: { $0.id == series }) { return model.legend[index].color }
        return style.palette.first ?? .steelBlue
    }

    func valueLabel(_ value: Double) -> String {
        style.valueFormat.string(value, decimals: 2, trimsZeros: true)
    }

    mutating func layOutBars(geometry: CategoryGeometry, visible: Range<Int>) -> ([LaidOutBar], [DisplayElement]) {
        var bars: [LaidOutBar] = []
        var elements: [DisplayElement] = []
        var labels: [DisplayElement] = []
        guard !visible.isEmpty else { return ([], []) }
        let layer = model.layer
        let m = model.maximumBarsPerGroup
        let w = geometry.barWidth
        var slot = layer.firstSlot(atOrAfter: visible.lowerBound)
        while slot < layer.slotCount {
            let constant = layer.constant(ofSlot: slot)
            guard constant < visible.upperBound else { break }
            let center = groupCenter(constant)
            let count = layer.barCount(inSlot: slot)
            func start(_ k: Int) -> Double {
                BarGroupArithmetic.barCenter(barIndex: k, barCount: count, maximumBarCount: m, groupCenter: center, barWidth: w,
                                             barSpacing: geometry.barSpacing, mode: style.groupLayout) - w / 2
            }
            switch layer {
            case let .bars(all):
                plain(all[slot], start: start(0), width: w, into: &bars, &elements, &labels)
            case let .stacked(all):
                stacked(all[slot], start: start(0), width: w, into: &bars, &elements, &labels)
            case let .grouped(groups):
                for (k, bar) in groups[slot].bars.enumerated() {
                    var bar = bar
                    bar.constant = constant
                    plain(bar, start: start(k), width: w, into: &bars, &elements, &labels)
                }
            case let .groupedStacked(groups):
                for (k, bar) in groups[slot].bars.enumerated() {
                    var bar = bar
                    bar.constant = constant
                    stacked(bar, start: start(k), width: w, into: &bars, &elements, &labels)
                }
            }
            slot += 1
        }
        elements += labels
        if let selection = viewport.selection, let frame = selectedFrame(selection, in: bars) {
            var outline = DisplayElement.rect(id: "selection", role: .selection, frame.insetBy(dx: -1.5, dy: -1.5), cornerRadius: 1.5,
                                              stroke: Stroke(style.selectionColor, width: 2), title: selection.description)
            outline.isHitTestable = false
            elements.append(outline)
        }
        return (bars, elements)
    }

    func selectedFrame(_ selection: BarChartElement, in bars: [LaidOutBar]) -> Rect? {
        switch selection {
        case let .bar(series, index):
            return bars.first { $0.series == series && $0.index == index && !$0.isStacked }?.frame
        case let .stackFrame(series, index, frame):
            guard let bar = bars.first(where: { $0.series == series && $0.index == index }), frame >= 0, frame < bar.stackFrames.count else { return nil }
            return bar.stackFrames[frame]
        }
    }

    func tooltip(series: String, index: Int, frame: Int? = nil, value: Double) -> String {
        var parts = [model.seriesName(series), model.categories[index]]
        if let frame {
            // The frame kind's name: from the model's frame names, else the legend (which names the frames of stacked charts).
            if frame < model.frameNames.count {
                parts.append(model.frameNames[frame])
            } else if model.layer.kind.isStacked, frame < model.legend.count {
                parts.append(model.legend[frame].name)
            } else {
                parts.append("part \(frame + 1)")
            }
        }
        return parts.filter { !$0.isEmpty }.joined(separator: " · ") + ": " + valueLabel(value)
    }

    mutating func plain(_ bar: BarModel, start: Double, width: Double, into bars: inout [LaidOutBar], _ elements: inout [DisplayElement],
                        _ labels: inout [DisplayElement]) {
        let frame = rect(categoryStart: start, length: width, from: bar.axisValue1, to: bar.axisValue2)
        let element = BarChartElement.bar(series: bar.series, index: bar.constant)
        let fill = color(for: bar.series, explicit: bar.color)
        let context = BarDrawingContext(id: element.semanticID, role: .bar, frame: frame, color: fill, orientation: style.orientation,
                                        isNegative: bar.axisValue2 < bar.axisValue1, title: tooltip(series: bar.series, index: bar.constant, value: bar.value))
        elements += style.drawing.draw(context)
        bars.append(LaidOutBar(series: bar.series, index: bar.constant, frame: frame, value: bar.value))
        appendLabel(id: "\(element.description):label", value: bar.value, frame: frame, towardsSmaller: bar.axisValue2 < bar.axisValue1,
                    fill: fill, placement: style.labels, into: &labels)
    }

    mutating func stacked(_ bar: StackedBarModel, start: Double, width: Double, into bars: inout [LaidOutBar], _ elements: inout [DisplayElement],
                          _ labels: inout [DisplayElement]) {
        let ranges = bar.frameRanges(stacking: model.stacking)
        var frames: [Rect] = []
        frames.reserveCapacity(ranges.count)
        var low = bar.start, high = bar.start
        for (offset, range) in ranges.enumerated() {
            let item = bar.items[offset]
            low = min(low, range.from, range.to)
            high = max(high, range.from, range.to)
            let frame = rect(categoryStart: start, length: width, from: range.from, to: range.to)
            frames.append(frame)
            let element = BarChartElement.stackFrame(series: bar.series, index: bar.constant, frame: offset)
            let context = BarDrawingContext(id: element.semanticID, role: .stackFrame, frame: frame, color: item.color, orientation: style.orientation,
                                            isNegative: item.quantity < 0,
                                            title: tooltip(series: bar.series, index: bar.constant, frame: offset, value: item.quantity))
            elements += style.drawing.draw(context)
            if style.labels == .inside {
                appendLabel(id: "\(element.description):label", value: item.quantity, frame: frame, towardsSmaller: item.quantity < 0,
                            fill: item.color, placement: .inside, centred: true, into: &labels)
            }
        }
        let whole = rect(categoryStart: start, length: width, from: low, to: high)
        let total = bar.totalQuantity
        bars.append(LaidOutBar(series: bar.series, index: bar.constant, frame: whole, stackFrames: frames, value: total))
        if style.labels == .above, !bar.items.isEmpty {
            // The total beyond the end the stack grows towards.
            let end = total >= 0 ? rect(categoryStart: start, length: width, from: bar.start, to: high)
                                 : rect(categoryStart: start, length: width, from: low, to: bar.start)
            appendLabel(id: "stack:\(bar.series):\(bar.constant):total", value: total, frame: end, towardsSmaller: total < 0,
                        fill: .black, placement: .above, into: &labels)
        }
    }

    /// A value label beside (`.above`) or inside a bar.
    func appendLabel(id: String, value: Double, frame: Rect, towardsSmaller: Bool, fill: Color, placement: BarLabelPlacement,
                     centred: Bool = false, into labels: inout [DisplayElement]) {
        guard placement != .none else { return }
        let text = valueLabel(value)
        let font = style.valueLabelFont
        let textWidth = measurer.width(of: text, font: font)
        let textHeight = lineHeight(font)
        var element: DisplayElement
        switch placement {
        case .none:
            return
        case .above:
            if vertical {
                let point = towardsSmaller ? Point(x: frame.midX, y: frame.maxY + 2) : Point(x: frame.midX, y: frame.minY - 2)
                element = .text(id: SemanticID(id), role: .valueLabel, text, at: point, font: font, color: style.labelColor, anchor: .middle,
                                baseline: towardsSmaller ? .top : .bottom)
            } else {
                let point = towardsSmaller ? Point(x: frame.minX - 4, y: frame.midY) : Point(x: frame.maxX + 4, y: frame.midY)
                element = .text(id: SemanticID(id), role: .valueLabel, text, at: point, font: font, color: style.labelColor,
                                anchor: towardsSmaller ? .end : .start, baseline: .middle)
            }
        case .inside:
            guard frame.width >= textWidth + 4, frame.height >= textHeight + 2 else { return }
            let ink: Color = fill.luminance > 0.55 ? Color(rgb: 0x11, 0x18, 0x27) : .white
            if centred {
                element = .text(id: SemanticID(id), role: .valueLabel, text, at: frame.center, font: font, color: ink, anchor: .middle, baseline: .middle)
            } else if vertical {
                let point = towardsSmaller ? Point(x: frame.midX, y: frame.maxY - 3) : Point(x: frame.midX, y: frame.minY + 3)
                element = .text(id: SemanticID(id), role: .valueLabel, text, at: point, font: font, color: ink, anchor: .middle,
                                baseline: towardsSmaller ? .bottom : .top)
            } else {
                let point = towardsSmaller ? Point(x: frame.minX + 4, y: frame.midY) : Point(x: frame.maxX - 4, y: frame.midY)
                element = .text(id: SemanticID(id), role: .valueLabel, text, at: point, font: font, color: ink,
                                anchor: towardsSmaller ? .start : .end, baseline: .middle)
            }
        }
        element.isHitTestable = false
        labels.append(element)
    }

    // MARK: Labels and legend

    mutating func appendCategoryLabels(geometry: CategoryGeometry, visible: Range<Int>, showsSeriesLabels: Bool) {
        guard !visible.isEmpty, geometry.categoryStep > 0 else { return }
        let font = style.labelFont
        let gap = 8.0
        var every = 1
        if vertical {
            var widest = 0.0
            for index in visible.prefix(2_000) { widest = max(widest, measurer.width(of: model.categories[index], font: font)) }
            every = max(1, Int(((widest + gap) / geometry.categoryStep).rounded(.up)))
        } else {
            every = max(1, Int(((lineHeight(font) + 2) / geometry.categoryStep).rounded(.up)))
        }
        var seriesLabelHeight = 0.0
        if showsSeriesLabels {
            seriesLabelHeight = lineHeight(seriesLabelFont) + 4
            appendSeriesLabels(geometry: geometry, visible: visible)
        }
        for index in visible where index % every == 0 {
            let center = categoryPosition(groupCenter(index))
            let maxWidth = Double(every) * geometry.categoryStep - 4
            if vertical {
                guard center >= plot.minX - 1, center <= plot.maxX + 1 else { continue }
                list.append(.text(id: "categoryLabel:\(index)", role: .axisLabel, model.categories[index],
                                  at: Point(x: center, y: plot.maxY + 7 + seriesLabelHeight), font: font, color: style.labelColor,
                                  anchor: .middle, baseline: .top, maxWidth: max(8, maxWidth)))
            } else {
                guard center >= plot.minY - 1, center <= plot.maxY + 1 else { continue }
                list.append(.text(id: "categoryLabel:\(index)", role: .axisLabel, model.categories[index], at: Point(x: plot.minX - 8, y: center),
                                  font: font, color: style.labelColor, anchor: .end, baseline: .middle,
                                  maxWidth: style.maximumCategoryLabelWidth))
            }
        }
    }

    /// Under each bar of a grouped stacked chart, its series' name (the colors name the frames).
    mutating func appendSeriesLabels(geometry: CategoryGeometry, visible: Range<Int>) {
        guard case let .groupedStacked(groups) = model.layer else { return }
        let m = model.maximumBarsPerGroup
        var slot = model.layer.firstSlot(atOrAfter: visible.lowerBound)
        while slot < groups.count, groups[slot].constant < visible.upperBound {
            let group = groups[slot]
            let center = groupCenter(group.constant)
            for (k, bar) in group.bars.enumerated() {
                let x = categoryPosition(BarGroupArithmetic.barCenter(barIndex: k, barCount: group.bars.count, maximumBarCount: m, groupCenter: center,
                                                                      barWidth: geometry.barWidth, barSpacing: geometry.barSpacing, mode: style.groupLayout))
                guard x >= plot.minX, x <= plot.maxX else { continue }
                var element = DisplayElement.text(id: "seriesLabel:\(bar.series):\(group.constant)", role: .axisLabel, model.seriesName(bar.series),
                                                  at: Point(x: x, y: plot.maxY + 4), font: seriesLabelFont, color: style.labelColor.withAlpha(0.8),
                                                  anchor: .middle, baseline: .top, maxWidth: max(8, geometry.barWidth + geometry.barSpacing))
                element.isHitTestable = false
                list.append(element)
            }
            slot += 1
        }
    }

    /// The legend in rows under the title; returns its height.
    mutating func appendLegend(top: Double) -> Double {
        let font = style.labelFont
        let height = lineHeight(font)
        let swatch = 10.0
        let maximumX = viewport.size.width - style.padding
        var x = style.padding, y = top
        for entry in model.legend {
            let width = swatch + 6 + measurer.width(of: entry.name, font: font)
            if x > style.padding, x + width > maximumX {
                x = style.padding
                y += height + 6
            }
            list.append(.rect(id: "legend:\(entry.id)", role: .legend, Rect(x: x, y: y + (height - swatch) / 2, width: swatch, height: swatch),
                              cornerRadius: 2, fill: entry.color, title: entry.name))
            list.append(.text(id: "legend:\(entry.id):label", role: .label, entry.name, at: Point(x: x + swatch + 6, y: y + height / 2),
                              font: font, color: style.labelColor, baseline: .middle, maxWidth: max(0, maximumX - x - swatch - 6)))
            x += width + 18
        }
        return y + height - top
    }
}

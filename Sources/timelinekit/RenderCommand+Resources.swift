import ArgumentParser
import GanttChart
import Interchange
import ProjectScheduling
import TimelineCore
import TimelineGraphics

/// `render --view resources` and `--histogram` for project documents: the
/// resource view (one row per resource, its assignments as bars) and the
/// load histogram under it or under the Gantt chart.
extension RenderCommand {
    /// The `--view` value that draws the resource view of a project document.
    static let resourcesView = "resources"
    /// The `--view` value that draws the Gantt chart of a project document (the default).
    static let ganttView = "gantt"

    /// Whether this render draws the resource view or a histogram.
    var drawsResources: Bool { view == Self.resourcesView || histogram }

    /// The histogram options of `--histogram-of` and `--histogram-period`.
    func histogramOptions() throws -> GanttChartResourceHistogram {
        var options = GanttChartResourceHistogram()
        switch histogramOf {
        case nil, "each": options.subject = .eachResource
        case "total": options.subject = .total
        case let text?:
            guard let id = Int(text) else {
                throw ValidationError("--histogram-of: use each, total or a resource id, not \"\(text)\"")
            }
            options.subject = .resource(ProjectResource.ID(rawValue: id))
        }
        if let histogramPeriod {
            guard let period = GanttChartResourceHistogram.Period(rawValue: histogramPeriod) else {
                throw ValidationError("--histogram-period: use automatic, day or week, not \"\(histogramPeriod)\"")
            }
            options.period = period
        }
        return options
    }

    /// Checks the options that go with `--view resources` and `--histogram`.
    func validateResourceOptions() throws {
        _ = try histogramOptions()
        guard drawsResources else {
            if histogramOf != nil || histogramPeriod != nil {
                throw ValidationError("--histogram-of and --histogram-period go with --histogram")
            }
            return
        }
        if grid { throw ValidationError("--grid draws the task grid; it does not combine with --view resources or --histogram") }
        if rows != nil || width != nil || height != nil {
            throw ValidationError("--view resources and --histogram draw the whole chart; leave out --rows, --width and --height")
        }
    }

    /// The whole resource view, or the whole Gantt chart with a histogram under it.
    /// - Parameters:
    ///   - resolved: The document with the command line's settings applied.
    ///   - rasterScale: Pixels per point of a PNG; `nil` for SVG and PDF.
    /// - Throws: `RenderError` when the document has no resources or the chart is too large.
    func resourceDisplayList(_ resolved: ResolvedTimelineDocument, rasterScale: Double?) throws -> DisplayList {
        guard !resolved.resources.isEmpty else {
            throw RenderError("\(file) has no resources: --view resources and --histogram need a document with resources and assignments")
        }
        let resourceView = resolved.resourceView()
        let options: GanttChartResourceHistogram? = histogram ? try histogramOptions() : nil
        if case let .resource(id)? = options?.subject, resourceView.row(of: id) == nil {
            throw RenderError("--histogram-of: \(file) has no resource with id \(id.rawValue)")
        }
        let scene: GanttChartScene
        do {
            if view == Self.resourcesView {
                scene = try resolved.wholeChartScene(of: resourceView, histogram: options)
            } else {
                try resolved.checkWholeChart(maximumRowCount: maxRows)
                var gantt = try resolved.wholeChartScene(maximumRowCount: maxRows)
                let configuration = resolved.chartConfiguration()
                options?.append(to: &gantt, view: resourceView, configuration: configuration, style: resolved.chartStyle(for: configuration))
                scene = gantt
            }
        } catch {
            throw RenderError(RenderRequest.advice(for: error))
        }
        let size = scene.displayList.size
        if let rasterScale, !((size.width * rasterScale).rounded(.up) * (size.height * rasterScale).rounded(.up) <= GanttChartExportLimits.standard.maximumPixelCount) {
            throw RenderError(RenderRequest.advice(for: .tooManyPixels(width: size.width, height: size.height, scale: rasterScale,
                                                                       maximum: GanttChartExportLimits.standard.maximumPixelCount)))
        }
        return scene.displayList
    }
}

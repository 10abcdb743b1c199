import BarCharts
public import Foundation
import Interchange
import TimelineCore
import TimelineGraphics
import TimelineViews

/// One page of a read-only view document on the view host: a timeline list
/// (or its preview) or a bar chart. The host runs its socket and checks its
/// messages like any page's; input goes through the view's headless
/// interaction engine (`TimelineListInteraction`: press and release to
/// select a row, wheel to scroll; `BarChartInteraction`: tap a bar or a stack
/// frame to select it, wheel to scroll); nothing is edited.
public actor DocumentSession: LiveViewSession {
    private enum Content {
        case timeline(TimelineListDocument)
        case bars(BarChartDocument, BarChartModel)
    }

    /// The document's id in the store.
    public nonisolated let documentID: Int
    private let content: Content
    private let title: String?
    private let clock: @Sendable () -> Date
    private var gate = LiveMessageGate()
    private var size = Size(width: 800, height: 600)
    private var list = TimelineListInteraction()
    private var listOffset = 0.0
    private var listScene: TimelineListScene?
    private var bars: BarChartInteraction?
    private var barScene: BarChartScene?

    /// A page of document `id`, read from `text`.
    /// - Throws: The document's errors (it was checked when it was stored).
    public init(documentID: Int, kind: PlanStore.DocumentKind, text: String, clock: @escaping @Sendable () -> Date = { Date() }) throws {
        self.documentID = documentID
        self.clock = clock
        switch kind {
        case .timeline:
            let document = try TimelineListDocument(parsing: text, file: "document \(documentID)")
            content = .timeline(document)
            title = document.title
            list = TimelineListInteraction(state: TimelineListState(selectedRowID: document.view.selected))
            listOffset = document.view.scrollOffset
        case .barChart:
            let document = try BarChartDocument(parsing: text, file: "document \(documentID)")
            content = .bars(document, try document.model())
            title = document.title
        }
    }

    public func subscribe() async -> (UUID, AsyncStream<PlanChange>) {
        // A read-only document changes for nobody: an empty stream, ended on unsubscribe.
        let (stream, continuation) = AsyncStream<PlanChange>.makeStream()
        let id = UUID()
        subscriptions[id] = continuation
        return (id, stream)
    }

    private var subscriptions: [UUID: AsyncStream<PlanChange>.Continuation] = [:]

    public func unsubscribe(_ subscription: UUID) async { subscriptions.removeValue(forKey: subscription)?.finish() }

    public func close() async {}

    public func handle(_ change: PlanChange) async -> [ServerMessage] { [] }

    public func handle(text: String) async -> [ServerMessage] {
        let message: ClientMessage
        switch gate.admit(text: text) {
        case let .success(admitted): message = admitted
        case let .failure(refusal): return [.error(seq: refusal.seq, message: refusal.message)]
        }
        switch message.kind {
        case let .hello(width, height), let .resize(width, height):
            size = Size(width: min(max(width, 50), 8_000), height: min(max(height, 50), 8_000))
            if case let .bars(document, _) = content {
                var viewport = bars?.viewport ?? BarChartViewport(size: size, scrollOffset: document.view.scrollOffset, zoom: document.view.zoom)
                viewport.size = size
                bars = BarChartInteraction(viewport: viewport)
            }
        case let .pointer(phase, event):
            guard event.button == 0 || phase == .move else { break }
            let point = Point(x: event.x, y: event.y)
            if let listScene {
                switch phase {
                case .down: _ = list.handle(.pointerDown(point), in: listScene)
                case .up: _ = list.handle(.pointerUp(point), in: listScene)
                case .move: break
                }
            } else if var interaction = bars, let barScene, phase == .up {
                _ = interaction.handle(.tap(point), in: barScene)
                bars = interaction
            }
        case let .wheel(_, dy, _, _, _):
            if let listScene {
                listOffset = min(max(0, listOffset + dy), listScene.maximumScrollOffset)
            } else if var interaction = bars, let barScene {
                _ = interaction.handle(.scroll(delta: dy), in: barScene)
                bars = interaction
            }
        case .key("Escape", _):
            list = TimelineListInteraction()
            if var interaction = bars, let barScene {
                _ = interaction.handle(.clearSelection, in: barScene)
                bars = interaction
            }
        case .command(.refresh):
            break
        case let .command(command):
            return [.error(seq: message.seq, message: "\(command.wireForm.name): not available in this read-only view")]
        case .key, .longPress, .pinch, .autoScroll, .menuItemSelected, .menuDismissed:
            break
        }
        return [frame(seq: message.seq)]
    }

    // MARK: Frames

    private func frame(seq: Int?) -> ServerMessage {
        var display: DisplayList
        var selection: ViewFrame.Selection?
        let view: String
        switch content {
        case let .timeline(document):
            switch document.view.type {
            case .timeline:
                view = "timeline"
                let metrics = TimelineListLayout.metrics(for: document.rows, width: size.width, style: document.style)
                let viewport = TimelineListViewport(size: size, scrollOffset: listOffset)
                let scene = TimelineListLayout.scene(for: document.rows, metrics: metrics, in: viewport, state: list.state, style: document.style)
                listScene = scene
                display = scene.displayList
                if let id = list.state.selectedRowID, let row = document.rows.first(where: { $0.id == id }) {
                    selection = ViewFrame.Selection(id: id, text: Self.text(of: row))
                }
            case .preview:
                view = "preview"
                display = document.displayList(type: .preview, width: size.width, clock: clock())
            }
        case let .bars(document, model):
            view = "bars"
            let viewport = bars?.viewport ?? BarChartViewport(size: size)
            let scene = BarChartLayout.scene(for: model, in: viewport, style: document.style)
            barScene = scene
            display = scene.displayList
            if let element = viewport.selection {
                selection = ViewFrame.Selection(id: element.description, text: Self.text(of: element, in: model))
            }
        }
        if let title { display.accessibilityLabel = title }
        return .viewFrame(ViewFrame(seq: seq, revision: 0, view: view, svg: SVGRenderer().render(display), range: "", selection: selection,
                                    cursor: "default", canUndo: false, canRedo: false, notice: nil))
    }

    /// `Beta release · Released to 200 testers`, a marker's title.
    static func text(of row: TimelineRow) -> String {
        switch row.content {
        case let .event(event): event.headline
        case let .marker(marker): marker.title
        }
    }

    /// `Revenue · Q2 · EMEA`: the series name and the category.
    static func text(of element: BarChartElement, in model: BarChartModel) -> String {
        let series = model.seriesNames[element.series] ?? element.series
        let category = element.index < model.categories.count ? model.categories[element.index] : "#\(element.index)"
        return "\(series) · \(category)"
    }
}

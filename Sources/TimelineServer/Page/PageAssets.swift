import GanttChart
import Interchange
import TimelineGraphics

/// The browser page, served from the binary (no CDN, no build step): HTML,
/// a thin JavaScript shim and a style sheet.
///
/// The files live in `Sources/TimelineServer/Resources/` (`page.html`,
/// `timelinekit.js`, `timelinekit.css`) and are compiled into the module with
/// SwiftPM's `embedInCode`, so the server never reads the file system for them.
///
/// The shim forwards input events, shows the server's frames, and moves a
/// dragged bar locally while a frame is in flight. It has no layout or
/// scheduling logic. Every text from the server is set with `textContent`;
/// the chart SVG (escaped by the renderer) is parsed with `DOMParser`.
enum PageAssets {
    /// A named hole in `page.html`, written `{{name}}` in the file.
    enum Placeholder: String, CaseIterable {
        /// The plan's integer id (`data-plan` and the export links).
        case planID
        /// The plan's title, already escaped with ``PageAssets/escapeHTML(_:)``.
        case escapedTitle
        /// The theme menu's `<option>`s: every name in the theme registry (escaped).
        case themeOptions
        /// ` hidden` on a read-only plan (its export links and task buttons), else nothing.
        case hiddenWhenReadOnly
        /// The grid's columns as JSON (`[{"key": …, "width": …}]`), escaped for an attribute: the page
        /// sizes its grid before the first frame.
        case gridColumns
        /// A calendar's or a view document's integer id (`calendar.html`, `document.html`).
        case calendarID
        /// The calendar view, `week` or `day` (`calendar.html`).
        case view
        /// The page's strings table for its scripts (``PageStrings/scriptTable(_:)``), escaped for an attribute.
        case strings
    }

    /// A piece of the page template: text copied as is, or a placeholder.
    enum Segment: Equatable {
        case text(String)
        case placeholder(Placeholder)
    }

    /// The page of plan `planID`.
    ///
    /// - Parameters:
    ///   - planID: The plan's id.
    ///   - title: The plan's title as the user wrote it; it is HTML-escaped here.
    /// - Returns: `page.html` with its placeholders filled in (inserted text is never scanned for placeholders).
    ///   - language: The language of its strings (one of ``PageStrings/languages``; English by default).
    static func html(planID: Int, title: String, isReadOnly: Bool = false, language: String = "en") -> String {
        fill(pageTemplates[language] ?? pageTemplate,
             [.planID: String(planID), .escapedTitle: escapeHTML(title), .themeOptions: themeOptions(),
              .hiddenWhenReadOnly: isReadOnly ? " hidden" : "", .gridColumns: escapeHTML(gridColumnsJSON),
              .strings: escapeHTML(PageStrings.scriptTable(language))])
    }

    /// `page.html` in each language of ``PageStrings/languages``, translated once per process.
    static let pageTemplates: [String: [Segment]] = Dictionary(uniqueKeysWithValues: PageStrings.languages.map {
        ($0, PageStrings.translated(pageTemplate, to: $0))
    })

    /// `calendar.html` and `document.html` in each language.
    static let calendarTemplates: [String: [Segment]] = Dictionary(uniqueKeysWithValues: PageStrings.languages.map {
        ($0, PageStrings.translated(calendarTemplate, to: $0))
    })
    static let documentTemplates: [String: [Segment]] = Dictionary(uniqueKeysWithValues: PageStrings.languages.map {
        ($0, PageStrings.translated(documentTemplate, to: $0))
    })

    /// The grid's columns, keys and widths, as the page's frames give them (``LivePlan``'s grid).
    static let gridColumnsJSON = JSONValue.array(zip(PlanModel.gridColumnKeys, PlanModel.gridColumns).map { key, column in
        .object(["key": .string(key), "width": .number(column.width)])
    }).jsonString()

    /// One `<option>` per theme in the registry (`GanttChartTheme.names`), value and label escaped.
    static func themeOptions() -> String {
        TimelineDocument.themeNames.map { name in
            let escaped = escapeHTML(name)
            return "<option value=\"\(escaped)\">\(escapeHTML(name.prefix(1).uppercased() + name.dropFirst()))</option>"
        }.joined()
    }

    /// The week or day page of calendar `calendarID` (`calendar.html`).
    /// - Parameters:
    ///   - calendarID: The calendar's id.
    ///   - view: `week` or `day` (one of ``CalendarSession/View``).
    ///   - title: The calendar's title as written; it is HTML-escaped here.
    static func calendarHTML(calendarID: Int, view: String, title: String, language: String = "en") -> String {
        fill(calendarTemplates[language] ?? calendarTemplate, [.calendarID: String(calendarID), .view: escapeHTML(view), .escapedTitle: escapeHTML(title)])
    }

    /// A template with its placeholders replaced (inserted text is never
    /// scanned for placeholders; one without a value is left out).
    static func fill(_ template: [Segment], _ values: [Placeholder: String]) -> String {
        var output = ""
        for segment in template {
            switch segment {
            case let .text(text): output += text
            case let .placeholder(placeholder): output += values[placeholder] ?? ""
            }
        }
        return output
    }

    /// The page of a read-only view document (`document.html`): a timeline list or a bar chart.
    static func documentHTML(documentID: Int, view: String, title: String, language: String = "en") -> String {
        fill(documentTemplates[language] ?? documentTemplate, [.calendarID: String(documentID), .view: escapeHTML(view), .escapedTitle: escapeHTML(title)])
    }

    /// `document.html` cut at its placeholders.
    static let documentTemplate: [Segment] = segments(of: String(decoding: PackageResources.document_html, as: UTF8.self))

    /// `calendar.html` cut at its placeholders.
    static let calendarTemplate: [Segment] = segments(of: String(decoding: PackageResources.calendar_html, as: UTF8.self))

    /// The calendar pages' script.
    static let calendarScript = String(decoding: PackageResources.calendar_js, as: UTF8.self)

    /// `page.html` cut at its placeholders, once per process.
    static let pageTemplate: [Segment] = segments(of: String(decoding: PackageResources.page_html, as: UTF8.self))

    /// Cuts a template at its `{{name}}` placeholders.
    ///
    /// A `{{…}}` whose name is not a ``Placeholder`` stays in the text, so a
    /// misspelt placeholder shows up in the page (and fails the page tests)
    /// instead of vanishing.
    /// - Parameter template: The template text.
    /// - Returns: The text and placeholder segments, in order.
    /// - Complexity: O(*n*) in the template's length.
    static func segments(of template: String) -> [Segment] {
        var segments: [Segment] = []
        var text = ""
        var rest = Substring(template)
        while let open = rest.firstRange(of: "{{"), let close = rest[open.upperBound...].firstRange(of: "}}") {
            if let placeholder = Placeholder(rawValue: String(rest[open.upperBound..<close.lowerBound])) {
                text += rest[..<open.lowerBound]
                if !text.isEmpty { segments.append(.text(text)) }
                text = ""
                segments.append(.placeholder(placeholder))
            } else {
                text += rest[..<close.upperBound]
            }
            rest = rest[close.upperBound...]
        }
        text += rest
        if !text.isEmpty { segments.append(.text(text)) }
        return segments
    }

    /// Escapes text for HTML content and attribute values.
    static func escapeHTML(_ text: String) -> String { MarkupEscaping.escape(text) }

    /// The style sheet (`Resources/timelinekit.css`).
    static let styleSheet = String(decoding: PackageResources.timelinekit_css, as: UTF8.self)

    /// The pages' icon (`Resources/favicon.svg`).
    static let icon = PackageResources.favicon_svg

    /// The JavaScript shim (`Resources/timelinekit.js`).
    static let script = String(decoding: PackageResources.timelinekit_js, as: UTF8.self)

    /// The Plans menu of a plan's page (`plans.js`): list, new plan, delete.
    static let plansScript = String(decoding: PackageResources.plans_js, as: UTF8.self)

    /// Selection, filter, sort and search of a plan's page (`find.js`): the find bar,
    /// sortable grid headers, Ctrl/Shift clicks on grid rows.
    static let findScript = String(decoding: PackageResources.find_js, as: UTF8.self)
}

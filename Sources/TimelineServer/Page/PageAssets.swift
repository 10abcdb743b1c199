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
    static func html(planID: Int, title: String) -> String {
        let escapedTitle = escapeHTML(title)
        var output = ""
        output.reserveCapacity(PackageResources.page_html.count + 2 * escapedTitle.utf8.count + 64)
        for segment in pageTemplate {
            switch segment {
            case let .text(text): output += text
            case .placeholder(.planID): output += String(planID)
            case .placeholder(.escapedTitle): output += escapedTitle
            }
        }
        return output
    }

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

    /// The JavaScript shim (`Resources/timelinekit.js`).
    static let script = String(decoding: PackageResources.timelinekit_js, as: UTF8.self)
}

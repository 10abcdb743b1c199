public import Foundation

/// Turns SVG documents (and display lists) into PNG and PDF data with
/// librsvg and cairo, loaded at run time.
///
/// No C package is needed to build: the libraries are opened with `dlopen`
/// on first use and kept for the life of the process. When one is missing,
/// the methods throw ``RasterExportError/libraryMissing(library:debianPackage:reason:)``
/// naming the Debian package to install (`librsvg2-2`, `libcairo2`).
/// Concurrent calls are safe; they are serialized.
///
/// ```swift
/// let svg = SVGRenderer().render(list)
/// let png = try RasterExporter().png(fromSVG: svg, scale: 2)
/// ```
public struct RasterExporter: Sendable {
    /// Creates an exporter.
    public init() {}

    /// Whether librsvg and cairo can be loaded on this machine.
    public static var isAvailable: Bool {
        if case .success = RasterLibraries.shared { return true }
        return false
    }

    /// A PNG image of `svg`, `scale` pixels per SVG user unit (2 for a
    /// high-resolution image twice the SVG's width and height).
    /// - Throws: ``RasterExportError`` when the libraries are missing, the
    ///   SVG is invalid or has no size, or rendering fails.
    public func png(fromSVG svg: String, scale: Double = 1) throws(RasterExportError) -> Data {
        try Self.png(fromSVG: svg, scale: scale, libraries: RasterLibraries.shared.get())
    }

    /// A one-page PDF of `svg`, one point per SVG user unit, with text as text.
    /// - Throws: ``RasterExportError``.
    public func pdf(fromSVG svg: String) throws(RasterExportError) -> Data {
        try Self.pdf(fromSVG: svg, libraries: RasterLibraries.shared.get())
    }

    /// A PNG image of `list`, rendered with ``SVGRenderer`` first.
    ///
    /// Images with `http:` or `https:` URLs are left out (the exporter never
    /// reaches the network; what is drawn under them shows, such as an
    /// avatar's initials); images with `data:` URLs are drawn.
    /// - Throws: ``RasterExportError``.
    public func png(_ list: DisplayList, scale: Double = 1, renderer: SVGRenderer = SVGRenderer()) throws(RasterExportError) -> Data {
        try png(fromSVG: Self.offline(renderer).render(list), scale: scale)
    }

    /// A one-page PDF of `list`, rendered with ``SVGRenderer`` first (remote
    /// images left out, as for ``png(_:scale:renderer:)``).
    /// - Throws: ``RasterExportError``.
    public func pdf(_ list: DisplayList, renderer: SVGRenderer = SVGRenderer()) throws(RasterExportError) -> Data {
        try pdf(fromSVG: Self.offline(renderer).render(list))
    }

    /// `renderer` without remote images.
    private static func offline(_ renderer: SVGRenderer) -> SVGRenderer {
        var copy = renderer
        copy.includesRemoteImages = false
        return copy
    }

    /// A PDF with one page per SVG document, each page the size of its
    /// document (one point per SVG user unit), text as text.
    ///
    /// The documents are read one at a time, so a lazy sequence renders a
    /// long printout without holding every page's SVG at once.
    /// - Parameter pages: The pages' SVG documents, in order (at least one).
    /// - Throws: ``RasterExportError``; ``RasterExportError/invalidSVG(reason:)``
    ///   names the page (from 1) and says so when there is no page.
    public func pdf(pagesFromSVG pages: some Sequence<String>) throws(RasterExportError) -> Data {
        try Self.pdf(pages: pages, libraries: RasterLibraries.shared.get())
    }

    /// A PDF with one page per display list (see ``pdf(pagesFromSVG:)``):
    /// a printout's pages (``PrintPageLayout``) become one multi-page file.
    ///
    /// ```swift
    /// let pages = pagination.indices.lazy.map { PrintPageLayout.page(pagination[$0], of: pagination, content: content($0), title: title) }
    /// let pdf = try RasterExporter().pdf(pages: pages)
    /// ```
    /// - Parameters:
    ///   - pages: The pages, in order (at least one).
    ///   - renderer: Turns each page into SVG.
    /// - Throws: ``RasterExportError``.
    public func pdf(pages: some Sequence<DisplayList>, renderer: SVGRenderer = SVGRenderer()) throws(RasterExportError) -> Data {
        let renderer = Self.offline(renderer)
        return try pdf(pagesFromSVG: pages.lazy.map { renderer.render($0) })
    }

    // MARK: - Implementation

    private final class ByteSink {
        var data = Data()
    }

    private static let write: RasterLibraries.WriteFunction = { closure, bytes, length in
        guard let closure, let bytes else { return 0 }
        Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
        return 0  // CAIRO_STATUS_SUCCESS
    }

    /// Parses `svg` and returns the handle and its size in pixels.
    private static func load(_ svg: String, _ lib: RasterLibraries) throws(RasterExportError) -> (OpaquePointer, Double, Double) {
        var error: GErrorPointer?
        let bytes = Array(svg.utf8)
        guard !bytes.isEmpty else { throw .invalidSVG(reason: "the document is empty") }
        let handle = bytes.withUnsafeBufferPointer { buffer in
            lib.rsvgHandleNewFromData(buffer.baseAddress, buffer.count, &error)
        }
        guard let handle else {
            throw .invalidSVG(reason: lib.consume(error, fallback: "librsvg could not parse it"))
        }
        var width = 0.0, height = 0.0
        let known = lib.rsvgHandleGetIntrinsicSizeInPixels(handle, &width, &height)
        guard known != 0, width > 0, height > 0, width.isFinite, height.isFinite else {
            lib.gObjectUnref(handle)
            throw .invalidSize(width: width, height: height)
        }
        return (handle, width, height)
    }

    private static func render(
        _ handle: OpaquePointer, on surface: OpaquePointer?, width: Double, height: Double, scale: Double, showingPage: Bool = false,
        _ lib: RasterLibraries
    ) throws(RasterExportError) {
        guard let cr = lib.cairoCreate(surface) else { throw .renderingFailed(reason: "cairo_create returned NULL") }
        defer { lib.cairoDestroy(cr) }
        if scale != 1 { lib.cairoScale(cr, scale, scale) }
        // RsvgRectangle { double x, y, width, height; }
        let viewport: [Double] = [0, 0, width, height]
        var error: GErrorPointer?
        guard lib.rsvgHandleRenderDocument(handle, cr, viewport, &error) != 0 else {
            throw .renderingFailed(reason: lib.consume(error, fallback: "rsvg_handle_render_document failed"))
        }
        if showingPage { lib.cairoShowPage(cr) }
        let status = lib.cairoStatus(cr)
        guard status == 0 else { throw .renderingFailed(reason: lib.describe(cairoStatus: status)) }
    }

    private static func png(fromSVG svg: String, scale: Double, libraries lib: RasterLibraries) throws(RasterExportError) -> Data {
        guard scale > 0, scale.isFinite else { throw .renderingFailed(reason: "the scale must be positive, not \(scale)") }
        return try lib.withLock { () throws(RasterExportError) -> Data in
            let (handle, width, height) = try load(svg, lib)
            defer { lib.gObjectUnref(handle) }
            let pixelWidth = (width * scale).rounded(.up)
            let pixelHeight = (height * scale).rounded(.up)
            guard pixelWidth <= 32767, pixelHeight <= 32767 else {
                throw .renderingFailed(reason: "the image would be \(pixelWidth)×\(pixelHeight) pixels; cairo allows at most 32767 per side")
            }
            // CAIRO_FORMAT_ARGB32 = 0
            guard let surface = lib.cairoImageSurfaceCreate(0, Int32(pixelWidth), Int32(pixelHeight)) else {
                throw .renderingFailed(reason: "cairo_image_surface_create returned NULL")
            }
            defer { lib.cairoSurfaceDestroy(surface) }
            let surfaceStatus = lib.cairoSurfaceStatus(surface)
            guard surfaceStatus == 0 else { throw .renderingFailed(reason: lib.describe(cairoStatus: surfaceStatus)) }
            try render(handle, on: surface, width: width, height: height, scale: scale, lib)
            let sink = ByteSink()
            let status = withExtendedLifetime(sink) {
                lib.cairoSurfaceWriteToPNGStream(surface, write, Unmanaged.passUnretained(sink).toOpaque())
            }
            guard status == 0 else { throw .renderingFailed(reason: lib.describe(cairoStatus: status)) }
            return sink.data
        }
    }

    private static func pdf(fromSVG svg: String, libraries lib: RasterLibraries) throws(RasterExportError) -> Data {
        try lib.withLock { () throws(RasterExportError) -> Data in
            let (handle, width, height) = try load(svg, lib)
            defer { lib.gObjectUnref(handle) }
            let sink = ByteSink()
            return try withExtendedLifetime(sink) { () throws(RasterExportError) -> Data in
                guard let surface = lib.cairoPDFSurfaceCreateForStream(write, Unmanaged.passUnretained(sink).toOpaque(), width, height) else {
                    throw .renderingFailed(reason: "cairo_pdf_surface_create_for_stream returned NULL")
                }
                defer { lib.cairoSurfaceDestroy(surface) }
                try render(handle, on: surface, width: width, height: height, scale: 1, lib)
                lib.cairoSurfaceFinish(surface)
                let status = lib.cairoSurfaceStatus(surface)
                guard status == 0 else { throw .renderingFailed(reason: lib.describe(cairoStatus: status)) }
                return sink.data
            }
        }
    }

    private static func pdf(pages: some Sequence<String>, libraries lib: RasterLibraries) throws(RasterExportError) -> Data {
        try lib.withLock { () throws(RasterExportError) -> Data in
            let sink = ByteSink()
            return try withExtendedLifetime(sink) { () throws(RasterExportError) -> Data in
                var surface: OpaquePointer?
                defer { if let surface { lib.cairoSurfaceDestroy(surface) } }
                var number = 0
                for svg in pages {
                    number += 1
                    let handle: OpaquePointer, width: Double, height: Double
                    do throws(RasterExportError) {
                        (handle, width, height) = try load(svg, lib)
                    } catch {
                        if case let .invalidSVG(reason) = error { throw .invalidSVG(reason: "page \(number): \(reason)") }
                        throw error
                    }
                    defer { lib.gObjectUnref(handle) }
                    if let surface {
                        lib.cairoPDFSurfaceSetSize(surface, width, height)
                    } else {
                        guard let created = lib.cairoPDFSurfaceCreateForStream(write, Unmanaged.passUnretained(sink).toOpaque(), width, height) else {
                            throw .renderingFailed(reason: "cairo_pdf_surface_create_for_stream returned NULL")
                        }
                        surface = created
                    }
                    try render(handle, on: surface, width: width, height: height, scale: 1, showingPage: true, lib)
                }
                guard let surface else { throw .invalidSVG(reason: "there is no page to print") }
                lib.cairoSurfaceFinish(surface)
                let status = lib.cairoSurfaceStatus(surface)
                guard status == 0 else { throw .renderingFailed(reason: lib.describe(cairoStatus: status)) }
                return sink.data
            }
        }
    }
}

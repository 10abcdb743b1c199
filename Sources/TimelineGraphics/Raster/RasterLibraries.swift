import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A pointer to a GLib `GError { guint32 domain; gint code; gchar *message; }`.
typealias GErrorPointer = UnsafeMutableRawPointer

/// librsvg, cairo and gobject functions loaded at run time with `dlopen`, so
/// the package builds without their development headers.
///
/// Loaded once per process (``shared``); every use goes through ``withLock(_:)``.
final class RasterLibraries: @unchecked Sendable {
    typealias WriteFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> Int32

    let rsvgHandleNewFromData: @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<GErrorPointer?>?) -> OpaquePointer?
    let rsvgHandleGetIntrinsicSizeInPixels: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Int32
    let rsvgHandleRenderDocument: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<Double>?, UnsafeMutablePointer<GErrorPointer?>?) -> Int32
    let cairoImageSurfaceCreate: @convention(c) (Int32, Int32, Int32) -> OpaquePointer?
    let cairoPDFSurfaceCreateForStream: @convention(c) (WriteFunction?, UnsafeMutableRawPointer?, Double, Double) -> OpaquePointer?
    let cairoPDFSurfaceSetSize: @convention(c) (OpaquePointer?, Double, Double) -> Void
    let cairoShowPage: @convention(c) (OpaquePointer?) -> Void
    let cairoSurfaceWriteToPNGStream: @convention(c) (OpaquePointer?, WriteFunction?, UnsafeMutableRawPointer?) -> Int32
    let cairoSurfaceStatus: @convention(c) (OpaquePointer?) -> Int32
    let cairoSurfaceFinish: @convention(c) (OpaquePointer?) -> Void
    let cairoSurfaceDestroy: @convention(c) (OpaquePointer?) -> Void
    let cairoCreate: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let cairoScale: @convention(c) (OpaquePointer?, Double, Double) -> Void
    let cairoStatus: @convention(c) (OpaquePointer?) -> Int32
    let cairoStatusToString: @convention(c) (Int32) -> UnsafePointer<CChar>?
    let cairoDestroy: @convention(c) (OpaquePointer?) -> Void
    let gObjectUnref: @convention(c) (OpaquePointer?) -> Void
    let gErrorFree: (@convention(c) (GErrorPointer?) -> Void)?

    private let lock = NSLock()

    /// The libraries with their standard Debian names, loaded on first use.
    static let shared: Result<RasterLibraries, RasterExportError> = load()

    /// Loads the libraries by file name (tests pass missing names to check errors).
    static func load(
        rsvg: String = "librsvg-2.so.2",
        cairo: String = "libcairo.so.2",
        gobject: String = "libgobject-2.0.so.0"
    ) -> Result<RasterLibraries, RasterExportError> {
        Result { () throws(RasterExportError) in try RasterLibraries(rsvg: rsvg, cairo: cairo, gobject: gobject) }
    }

    private init(rsvg: String, cairo: String, gobject: String) throws(RasterExportError) {
        let gobjectHandle = try Self.open(gobject, package: "libglib2.0-0")
        let cairoHandle = try Self.open(cairo, package: "libcairo2")
        let rsvgHandle = try Self.open(rsvg, package: "librsvg2-2")

        func function<T>(_ handle: UnsafeMutableRawPointer, _ name: String, _ library: String, _ package: String, as type: T.Type) throws(RasterExportError) -> T {
            guard let symbol = dlsym(handle, name) else {
                throw .functionMissing(function: name, library: library, debianPackage: package)
            }
            return unsafeBitCast(symbol, to: type)
        }
        func rsvgFunction<T>(_ name: String, as type: T.Type) throws(RasterExportError) -> T {
            try function(rsvgHandle, name, rsvg, "librsvg2-2", as: type)
        }
        func cairoFunction<T>(_ name: String, as type: T.Type) throws(RasterExportError) -> T {
            try function(cairoHandle, name, cairo, "libcairo2", as: type)
        }

        rsvgHandleNewFromData = try rsvgFunction("rsvg_handle_new_from_data", as: type(of: rsvgHandleNewFromData))
        rsvgHandleGetIntrinsicSizeInPixels = try rsvgFunction(
            "rsvg_handle_get_intrinsic_size_in_pixels", as: type(of: rsvgHandleGetIntrinsicSizeInPixels))
        rsvgHandleRenderDocument = try rsvgFunction("rsvg_handle_render_document", as: type(of: rsvgHandleRenderDocument))
        cairoImageSurfaceCreate = try cairoFunction("cairo_image_surface_create", as: type(of: cairoImageSurfaceCreate))
        cairoPDFSurfaceCreateForStream = try cairoFunction(
            "cairo_pdf_surface_create_for_stream", as: type(of: cairoPDFSurfaceCreateForStream))
        cairoPDFSurfaceSetSize = try cairoFunction("cairo_pdf_surface_set_size", as: type(of: cairoPDFSurfaceSetSize))
        cairoShowPage = try cairoFunction("cairo_show_page", as: type(of: cairoShowPage))
        cairoSurfaceWriteToPNGStream = try cairoFunction(
            "cairo_surface_write_to_png_stream", as: type(of: cairoSurfaceWriteToPNGStream))
        cairoSurfaceStatus = try cairoFunction("cairo_surface_status", as: type(of: cairoSurfaceStatus))
        cairoSurfaceFinish = try cairoFunction("cairo_surface_finish", as: type(of: cairoSurfaceFinish))
        cairoSurfaceDestroy = try cairoFunction("cairo_surface_destroy", as: type(of: cairoSurfaceDestroy))
        cairoCreate = try cairoFunction("cairo_create", as: type(of: cairoCreate))
        cairoScale = try cairoFunction("cairo_scale", as: type(of: cairoScale))
        cairoStatus = try cairoFunction("cairo_status", as: type(of: cairoStatus))
        cairoStatusToString = try cairoFunction("cairo_status_to_string", as: type(of: cairoStatusToString))
        cairoDestroy = try cairoFunction("cairo_destroy", as: type(of: cairoDestroy))
        gObjectUnref = try function(gobjectHandle, "g_object_unref", gobject, "libglib2.0-0", as: type(of: gObjectUnref))
        // g_error_free lives in libglib, a dependency of libgobject; dlsym searches it too.
        gErrorFree = dlsym(gobjectHandle, "g_error_free").map { unsafeBitCast($0, to: (@convention(c) (GErrorPointer?) -> Void).self) }
    }

    private static func open(_ name: String, package: String) throws(RasterExportError) -> UnsafeMutableRawPointer {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            throw .libraryMissing(library: name, debianPackage: package, reason: reason)
        }
        return handle
    }

    /// Runs `body` while holding the libraries' lock.
    func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The message of a `GError` (freeing it), or `fallback`.
    func consume(_ error: GErrorPointer?, fallback: String) -> String {
        guard let error else { return fallback }
        // The message pointer follows the 4-byte domain and the 4-byte code.
        let messagePointer = error.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self)
        let message = messagePointer.map { String(cString: $0) } ?? fallback
        gErrorFree?(error)
        return message
    }

    /// A readable cairo status.
    func describe(cairoStatus status: Int32) -> String {
        cairoStatusToString(status).map { String(cString: $0) } ?? "cairo status \(status)"
    }
}

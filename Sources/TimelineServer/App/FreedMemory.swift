#if canImport(Glibc)
import Glibc

/// glibc's `malloc_trim`, looked up once (its header is not in Swift's Glibc module).
nonisolated(unsafe) private let mallocTrim: (@convention(c) (Int) -> Int32)? = {
    guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_trim") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
}()
#endif

/// Gives the pages that a large, short-lived working set left free back to
/// the system.
///
/// Loading or importing a plan of 100,000 items builds several temporary
/// copies of it (database rows, the document, its resolution) that are freed
/// once the live model stands. glibc's allocator keeps freed small blocks in
/// its heaps, so the process would stay as large as that peak; `malloc_trim`
/// returns the whole free pages inside the heaps. A no-op where glibc is not
/// the allocator.
public enum FreedMemory {
    /// Returns free heap pages to the system (glibc's `malloc_trim(0)`).
    /// - Complexity: O(heap size); a few milliseconds after a large plan.
    public static func release() {
        #if canImport(Glibc)
        _ = mallocTrim?(0)
        #endif
    }
}

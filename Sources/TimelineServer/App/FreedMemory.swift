#if canImport(Glibc)
import Glibc
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
        _ = malloc_trim(0)
        #endif
    }
}

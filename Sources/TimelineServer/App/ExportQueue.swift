/// Runs whole-plan exports a few at a time: each may hold a few hundred
/// megabytes while it renders, so a burst of export requests waits in line
/// (up to ``maximumWaiting``) instead of exhausting memory, and a longer line
/// is refused at once.
actor ExportQueue {
    /// Exports rendering at once.
    let limit: Int
    /// Requests allowed to wait; more are refused with ``ExportError/busy``.
    let maximumWaiting: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int, maximumWaiting: Int = 16) {
        self.limit = max(1, limit)
        self.maximumWaiting = maximumWaiting
    }

    /// Runs `body` when a slot is free.
    /// - Throws: ``ExportError`` when too many requests wait already, or what `body` throws.
    func run<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        if running >= limit {
            guard waiting.count < maximumWaiting else { throw ExportError.busy }
            await withCheckedContinuation { waiting.append($0) }
        } else {
            running += 1
        }
        defer {
            if waiting.isEmpty { running -= 1 } else { waiting.removeFirst().resume() }
        }
        return try await body()
    }
}

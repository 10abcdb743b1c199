import Foundation
import Testing
@testable import TimelineServer

/// The two stores the store tests run against.
enum StoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { self == .sqlite ? "SQLite" : "PostgreSQL" }
}

/// Why a store test cannot run.
struct StoreFixtureError: Error, CustomStringConvertible {
    var description: String
}

extension Trait where Self == ConditionTrait {
    /// Runs a suite only when `TIMELINEKIT_TEST_POSTGRES` names a PostgreSQL
    /// server; without it the suite shows as skipped (never as passed), and
    /// CI, which sets it, fails on any skipped test.
    static var needsPostgres: Self {
        .enabled(if: TestDatabase.postgresURL != nil,
                 "TIMELINEKIT_TEST_POSTGRES is not set: start a throwaway PostgreSQL with eval \"$(.ci/postgres)\"")
    }
}

/// A fresh, empty database of one kind: a temporary SQLite file, or a schema
/// of its own in the PostgreSQL database `TIMELINEKIT_TEST_POSTGRES` names
/// (`eval "$(.ci/postgres)"` starts one and sets it). The PostgreSQL suites
/// are `.needsPostgres`: skipped, visibly, without that variable.
final class TestDatabase: @unchecked Sendable {
    let kind: StoreKind
    /// SQLite: the file; PostgreSQL: the URL with this database's schema.
    let address: String
    private let temporary: TemporaryStore?
    private var opened: [any TimelineStore] = []

    static let environmentVariable = "TIMELINEKIT_TEST_POSTGRES"

    /// The test server's URL, or `nil` when none is set.
    static var postgresURL: String? {
        ProcessInfo.processInfo.environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    init(_ kind: StoreKind) throws {
        self.kind = kind
        switch kind {
        case .sqlite:
            let temporary = TemporaryStore()
            self.temporary = temporary
            address = temporary.path
        case .postgres:
            guard let url = Self.postgresURL else {
                throw StoreFixtureError(description: """
                    \(Self.environmentVariable) is not set, so the PostgreSQL store cannot be tested. \
                    Start a throwaway server and set it with: eval "$(.ci/postgres)" (CI does this).
                    """)
            }
            temporary = nil
            let schema = "t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(20)
            address = url + (url.contains("?") ? "&" : "?") + "schema=\(schema)"
        }
    }

    /// Opens (another) store on this database, as another server instance would.
    func open() throws -> any TimelineStore {
        let store: any TimelineStore = switch kind {
        case .sqlite: try PlanStore(path: address)
        case .postgres: try PostgresPlanStore(url: address)
        }
        opened.append(store)
        return store
    }

    /// The store a second server instance writes through: PostgreSQL, a
    /// store of its own on the same database; SQLite, the first one opened
    /// (one server holds a SQLite file; a second one refuses to start).
    func openAnotherInstance() throws -> any TimelineStore {
        if kind == .sqlite, let first = opened.first { return first }
        return try open()
    }

    /// Removes the database: the file, or the schema with its tables; closes the stores opened.
    func remove() {
        temporary?.remove()
        if kind == .postgres {
            try? (opened.first as? PostgresPlanStore)?.dropSchema()
            for case let store as PostgresPlanStore in opened { store.close() }
        }
        opened.removeAll()
    }
}

import Foundation
import GRDB

/// Read-only view documents in the same database: timeline lists and bar
/// charts, kept as written (their pages select and scroll; nothing is edited).
extension PlanStore {
    /// The kinds of view document the store keeps.
    public enum DocumentKind: String, Sendable, CaseIterable {
        /// A timeline list and its preview (`kind: timeline`).
        case timeline
        /// A bar chart (`kind: barChart`).
        case barChart
    }

    /// Stores a view document as written.
    /// - Returns: Its id.
    public func createDocument(kind: DocumentKind, title: String?, text: String, source: String? = nil) throws -> Int {
        try pool.write { db in
            try db.execute(sql: "INSERT INTO documents (kind, title, document_text, source, created_at) VALUES (?, ?, ?, ?, ?)",
                           arguments: [kind.rawValue, title, text, source, Self.timestamp()])
            return Int(db.lastInsertedRowID)
        }
    }

    /// The newest document imported from `source`.
    public func documentID(importedFrom source: String) throws -> Int? {
        try pool.read { db in
            try Int.fetchOne(db, sql: "SELECT id FROM documents WHERE source = ? ORDER BY id DESC LIMIT 1", arguments: [source])
        }
    }

    /// A stored document's kind and text, or `nil` when there is none with `id`.
    public func loadDocument(_ id: Int) throws -> (kind: DocumentKind, title: String?, text: String)? {
        try pool.read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT kind, title, document_text FROM documents WHERE id = ?", arguments: [id]),
                  let kind = DocumentKind(rawValue: row["kind"] as String) else { return nil }
            return (kind, row["title"] as String?, row["document_text"] as String)
        }
    }

    /// The stored documents' ids, kinds and titles, ascending by id.
    public func documentSummaries() throws -> [(id: Int, kind: DocumentKind, title: String?)] {
        try pool.read { db in
            try Row.fetchAll(db, sql: "SELECT id, kind, title FROM documents ORDER BY id").compactMap { row in
                DocumentKind(rawValue: row["kind"] as String).map { (row["id"] as Int, $0, row["title"] as String?) }
            }
        }
    }
}

import Foundation

/// A PostgreSQL connection URL, read: `postgres://user:password@host:port/database?schema=NAME`.
struct PostgresAddress: Sendable, Equatable {
    var user: String
    var password: String?
    var host: String
    var port: Int
    var database: String
    /// The schema that holds the tables (`nil`: the server's search path, normally `public`).
    var schema: String?

    /// Whether `text` names a PostgreSQL database rather than a SQLite file.
    static func isPostgresURL(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://")
    }

    /// Reads a URL.
    /// - Throws: ``PostgresPlanStoreError/invalidURL(_:)`` naming what is wrong (never repeating the password).
    init(_ text: String) throws {
        guard Self.isPostgresURL(text) else {
            throw PostgresPlanStoreError.invalidURL("a PostgreSQL URL starts with postgres:// or postgresql://")
        }
        guard let components = URLComponents(string: text) else {
            throw PostgresPlanStoreError.invalidURL("the URL does not read (percent-encode special characters in the user name and password)")
        }
        guard let host = components.host, !host.isEmpty else {
            throw PostgresPlanStoreError.invalidURL("the URL names no host, e.g. postgres://user@127.0.0.1:5432/timelinekit")
        }
        self.host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        port = components.port ?? 5432
        guard (1...65_535).contains(port) else { throw PostgresPlanStoreError.invalidURL("port \(port) is not in 1...65535") }
        // Decoded once, from the encoded parts ("50%25" is the password "50%").
        user = components.percentEncodedUser.map { $0.removingPercentEncoding ?? $0 } ?? "postgres"
        password = components.percentEncodedPassword.map { $0.removingPercentEncoding ?? $0 }
        let encodedPath = components.percentEncodedPath
        let path = encodedPath.hasPrefix("/") ? String(encodedPath.dropFirst()) : encodedPath
        guard !path.contains("/") else { throw PostgresPlanStoreError.invalidURL("the path names one database, e.g. /timelinekit") }
        database = path.isEmpty ? user : (path.removingPercentEncoding ?? path)
        for item in components.queryItems ?? [] {
            switch item.name {
            case "schema":
                guard let name = item.value, !name.isEmpty, name.count <= 40,
                      name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") }), name.first?.isLetter == true else {
                    throw PostgresPlanStoreError.invalidURL("schema: use up to 40 lower-case letters, digits and _, starting with a letter")
                }
                schema = name
            case "sslmode":
                guard ["disable", "allow", "prefer"].contains(item.value ?? "") else {
                    throw PostgresPlanStoreError.invalidURL("sslmode=\(item.value ?? ""): TLS is not supported yet; use sslmode=disable "
                        + "on a trusted network (or a TLS tunnel such as stunnel)")
                }
            default:
                throw PostgresPlanStoreError.invalidURL("unknown option \(item.name) (known: schema, sslmode)")
            }
        }
    }

    /// The URL without its password, for messages and logs.
    var redacted: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        var text = "postgres://\(user)@\(shownHost):\(port)/\(database)"
        if let schema { text += "?schema=\(schema)" }
        return text
    }
}

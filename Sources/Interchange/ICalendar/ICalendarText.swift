/// TEXT escaping (RFC 5545 3.3.11): `\\`, `\;`, `\,`, `\n`.
enum ICalendarText {
    /// Unescapes one TEXT value.
    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        result.reserveCapacity(text.count)
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n", "N": result.append("\n")
                default: result.append(character)          // \\ \; \, and lenient others
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { result.append("\\") }
        return result
    }

    /// Splits a list of TEXT values at unescaped commas, then unescapes each.
    static func list(_ text: String) -> [String] {
        var items: [String] = []
        var current = ""
        var escaping = false
        for character in text {
            if escaping {
                current.append("\\")
                current.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "," {
                items.append(unescape(current))
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaping { current.append("\\") }
        items.append(unescape(current))
        return items.filter { !$0.isEmpty }
    }

    /// Escapes one TEXT value for writing.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n": result += "\\n"
            case "\r": break
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// Reads and writes MSPDI durations (`PT16H0M0S`, `-PT4H30M0S`, `P2DT4H`).
enum MSProjectDurationText {
    /// The seconds of an ISO 8601 duration without years or months (a day is
    /// 24 hours); `nil` when the text is not one.
    static func seconds(_ text: String) -> Double? {
        var chars = Substring(text)
        var sign = 1.0
        if chars.first == "-" {
            sign = -1
            chars = chars.dropFirst()
        }
        guard chars.first == "P" else { return nil }
        chars = chars.dropFirst()
        var total = 0.0
        var inTime = false
        var number = ""
        var sawComponent = false
        for char in chars {
            if char.isNumber || char == "." {
                number.append(char)
                continue
            }
            if char == "T" {
                guard !inTime, number.isEmpty else { return nil }
                inTime = true
                continue
            }
            guard let value = Double(number) else { return nil }
            number = ""
            sawComponent = true
            switch (inTime, char) {
            case (false, "D"): total += value * 86_400
            case (false, "W"): total += value * 7 * 86_400
            case (true, "H"): total += value * 3_600
            case (true, "M"): total += value * 60
            case (true, "S"): total += value
            default: return nil
            }
        }
        guard number.isEmpty, sawComponent else { return nil }
        return sign * total
    }

    /// `PT{h}H{m}M{s}S`, as Microsoft Project writes durations.
    static func text(seconds: Double) -> String {
        let negative = seconds < 0
        let magnitude = abs(seconds)
        let wholeMinutes = (magnitude / 60).rounded(.down)
        let hours = Int(wholeMinutes / 60)
        let minutes = Int(wholeMinutes) - hours * 60
        let rest = magnitude - wholeMinutes * 60
        var secondsText: String
        if rest == rest.rounded() {
            secondsText = String(Int(rest))
        } else {
            secondsText = String(rest)
        }
        if secondsText.hasSuffix(".0") { secondsText.removeLast(2) }
        return "\(negative ? "-" : "")PT\(hours)H\(minutes)M\(secondsText)S"
    }
}

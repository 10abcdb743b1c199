/// Makes negative values (`-8h`, `-2d`, `-1.5`) positional arguments.
///
/// The argument parser reads every word that starts with `-` as an option:
/// `-8h` became `-8 -h` (the help, exit 0) and `-2d` an unknown option. For
/// `worktime`, whose durations may count back, such words are moved behind a
/// `--` terminator in their order, where they stay positional; they are the
/// command's last positionals, so the order of positionals is kept.
enum NegativeValueArguments {
    /// The arguments with `worktime`'s negative values after a `--`.
    static func prepare(_ arguments: [String]) -> [String] {
        guard arguments.first == "worktime", !arguments.contains("--") else { return arguments }
        var kept: [String] = [], negatives: [String] = []
        for argument in arguments {
            if isNegativeValue(argument) { negatives.append(argument) } else { kept.append(argument) }
        }
        return negatives.isEmpty ? arguments : kept + ["--"] + negatives
    }

    /// `-` followed by a digit or a decimal point and a digit: a negative number or duration.
    static func isNegativeValue(_ argument: String) -> Bool {
        let scalars = Array(argument.unicodeScalars.prefix(3))
        guard scalars.count >= 2, scalars[0] == "-" else { return false }
        if ("0"..."9").contains(scalars[1]) { return true }
        return scalars[1] == "." && scalars.count == 3 && ("0"..."9").contains(scalars[2])
    }
}

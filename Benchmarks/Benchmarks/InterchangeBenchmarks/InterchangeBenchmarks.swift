import Benchmark
import Foundation
import Interchange
import TimelineCore

/// An MSPDI file of `count` tasks, written in memory: one-day tasks with
/// names, dates, durations, and a finish-to-start link to the task before.
func mspdi(tasks count: Int) -> Data {
    let start = Time(year: 2025, month: 1, day: 6, hour: 8)
    var document = MSProjectDocument()
    document.name = "Generated plan"
    document.tasks = (1...count).map { uid in
        let day = start.adding(days: uid % 3_000)
        return MSProjectTask(
            uid: uid, id: uid, name: "Task \(uid) — pose & check", outlineLevel: 1,
            start: day, finish: day.adding(seconds: 9 * 3_600), duration: 8 * 3_600, durationFormat: .days,
            predecessors: uid > 1 ? [MSProjectLink(predecessorUID: uid - 1)] : [])
    }
    // The generated plan is valid: a write error here is a bug in this file.
    return try! MSProjectWriter.write(document)
}

/// A project document of `count` items and `count - 1` links, as JSON text.
func documentJSON(items count: Int) -> String {
    let start = Time(year: 2025, month: 1, day: 6, hour: 8)
    let items = (0..<count).map { id in
        TimelineDocument.Item(id: id, label: "Item \(id) 🚀", row: id, start: start.adding(days: id % 3_000),
                              finish: start.adding(days: id % 3_000).adding(seconds: 8 * 3_600), completion: 0.5)
    }
    let links = (1..<count).map { TimelineDocument.Dependency(id: $0, from: .id($0 - 1), to: .id($0)) }
    return TimelineDocument(title: "Generated", items: items, dependencies: links).jsonString()
}

/// A plan of `count` tasks as CSV: the grid's columns, groups of ten (the
/// first the parent of the nine others, which are linked in a chain with a
/// 2-hour lag), resources and a quoted two-line note on every task.
func planCSV(tasks count: Int) -> String {
    let start = Time(year: 2025, month: 1, day: 6, hour: 8)
    let items = (1...count).map { id in
        TimelineDocument.Item(id: id, label: "Task \(id), pose & check", row: id - 1, start: start.adding(days: id % 3_000),
                              finish: start.adding(days: id % 3_000).adding(seconds: 8 * 3_600), completion: 0.25,
                              attachment: "Ann; Bo", details: "Line one\nline \"two\"",
                              parent: (id - 1) % 10 == 0 ? nil : .id(id - (id - 1) % 10))
    }
    // Links between the tasks of a group (not its first, the summary).
    let links = (2...count).filter { ($0 - 1) % 10 != 0 && ($0 - 2) % 10 != 0 }.enumerated().map { index, id in
        TimelineDocument.Dependency(id: index + 1, from: .id(id - 1), to: .id(id), lag: TimelineDocument.Lag(2, .hours))
    }
    return CSVPlanWriter.write(TimelineDocument(items: items, dependencies: links))
}

let csv100k = planCSV(tasks: 100_000)
let csv100kDocument = try! CSVPlanReader.read(csv100k, file: "100k.csv").document

let mspdi10k = mspdi(tasks: 10_000)
let mspdi100k = mspdi(tasks: 100_000)
let json100k = documentJSON(items: 100_000)

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident, .throughput], timeUnits: .milliseconds, maxDuration: .seconds(20), maxIterations: 5)

    Benchmark("MSPDI import, 10 000 tasks (\(mspdi10k.count / 1_000) kB)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try MSProjectReader.read(data: mspdi10k, fileName: "10k.xml"))
        }
    }

    Benchmark("MSPDI import, 100 000 tasks (\(mspdi100k.count / 1_000_000) MB)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try MSProjectReader.read(data: mspdi100k, fileName: "100k.xml"))
        }
    }

    Benchmark("CSV read and resolved, 100 000 tasks (\(csv100k.utf8.count / 1_000_000) MB)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try CSVPlanReader.read(csv100k, file: "100k.csv"))
        }
    }

    Benchmark("CSV plan resolve() alone, 100 000 tasks (what read and write include)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try csv100kDocument.resolve())
        }
    }

    Benchmark("CSV write, 100 000 tasks", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(CSVPlanWriter.write(csv100kDocument))
        }
    }

    Benchmark("JSON document read and resolved, 100 000 items, 99 999 links (\(json100k.utf8.count / 1_000_000) MB)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try TimelineDocument(parsing: json100k, file: "100k.json"))
        }
    }

    iCalendarBenchmarks(configuration)
}

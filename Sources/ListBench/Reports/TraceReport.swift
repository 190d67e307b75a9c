import Foundation

/// Chrome trace event JSON (opens in Perfetto and chrome://tracing): each frame a slice, its
/// update and layout passes nested inside, with `--phases` the data source's dequeue and
/// configure time a slice at the end of the layout pass (their sum: they interleave inside it),
/// and counters for allocations and cells created. One track (thread) per scenario, named for it.
public enum TraceReport {
    /// An argument value: trace viewers show numbers and strings.
    package enum Value: Codable, Equatable, Sendable {
        case number(Double)
        case text(String)

        package init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else {
                self = .text(try container.decode(String.self))
            }
        }

        package func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case let .number(number): try container.encode(number)
            case let .text(text): try container.encode(text)
            }
        }
    }

    package struct Event: Codable, Equatable, Sendable {
        package var name: String
        package var cat: String
        /// "X" a complete slice, "C" a counter, "M" metadata.
        package var ph: String
        /// Start, µs.
        package var ts: Double
        /// Duration of a slice, µs.
        package var dur: Double?
        package var pid: Int
        package var tid: Int
        package var args: [String: Value]?
    }

    package struct Document: Codable, Sendable {
        package var traceEvents: [Event]
        package var displayTimeUnit = "ms"
    }

    package static func document(_ results: [ScenarioResult]) -> Document {
        var events = [Event]()
        var origin = 0.0
        for (index, result) in results.enumerated() {
            let tid = index + 1
            let scenario = result.report.name
            func slice(_ name: String, _ cat: String, _ ts: Double, _ dur: Double, _ args: [String: Value]? = nil) {
                events.append(Event(name: name, cat: cat, ph: "X", ts: ts, dur: dur, pid: 1, tid: tid, args: args))
            }
            events.append(Event(name: "thread_name", cat: "__metadata", ph: "M", ts: 0, pid: 1, tid: tid,
                                args: ["name": .text(scenario)]))
            for r in result.records {
                let ts = origin + Double(r.startNs) / 1000
                let work = Double(r.workNs) / 1000
                let update = Double(r.updateNs) / 1000
                slice("frame \(r.frame)", scenario, ts, work, [
                    "offsetPt": .number(r.offsetPt), "firstVisibleRow": .number(Double(r.firstVisibleRow)),
                    "lastVisibleRow": .number(Double(r.lastVisibleRow)), "allocations": .number(Double(r.allocations)),
                ])
                if r.updateNs > 0 { slice("update", "phase", ts, update) }
                slice("layout", "phase", ts + update, work - update)
                let cells = Double(r.dequeueNs + r.configureNs + r.contentLayoutNs) / 1000
                if cells > 0 {
                    slice("dequeue + configure", "phase", ts + work - cells, cells, [
                        "dequeueUs": .number(Double(r.dequeueNs) / 1000), "configureUs": .number(Double(r.configureNs) / 1000),
                        "contentLayoutUs": .number(Double(r.contentLayoutNs) / 1000),
                    ])
                }
                if r.allocations > 0 || r.cellsCreated > 0 {
                    events.append(Event(name: "\(scenario) counters", cat: "counter", ph: "C", ts: ts, pid: 1, tid: tid,
                                        args: ["allocations": .number(Double(r.allocations)),
                                               "cellsCreated": .number(Double(r.cellsCreated))]))
                }
            }
            // Scenarios follow each other on the timeline, a millisecond apart.
            origin += Double(result.records.last.map { $0.startNs + $0.workNs } ?? 0) / 1000 + 1000
        }
        return Document(traceEvents: events)
    }

    /// The results as Chrome trace event JSON, which Perfetto opens.
    public static func render(_ results: [ScenarioResult]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(document(results))
    }
}

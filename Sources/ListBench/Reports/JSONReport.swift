import Foundation

/// Reading and writing `listbench/1` JSON.
public enum JSONReport {
    /// Why a report could not be read, in one line.
    public struct ReadError: Error, CustomStringConvertible {
        /// The message.
        public var description: String

        /// No baseline at `path` yet: how to make one.
        static func missingBaseline(_ path: String) -> ReadError {
            ReadError(description: "no baseline report at \(path): write one with `listbench run --format json --output \(path)`, "
                + "or compare with --write-baseline to keep this run as the baseline")
        }
    }

    /// The report as pretty-printed, key-sorted JSON.
    public static func encode(_ report: BenchReport) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try encoder.encode(report)
    }

    /// The report in `data`.
    public static func decode(_ data: Data) throws -> BenchReport {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try decoder.decode(BenchReport.self, from: data)
    }

    /// Reads a report from `path`, with a one-line error for a missing, unreadable or foreign file.
    public static func read(_ path: String) throws -> BenchReport {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(description: "cannot read \(path)")
        }
        let report: BenchReport
        do {
            report = try decode(data)
        } catch {
            throw ReadError(description: "\(path) is not a listbench/1 JSON report")
        }
        guard report.schema == BenchReport.schemaName else {
            throw ReadError(description: "\(path) has schema \(report.schema), expected \(BenchReport.schemaName)")
        }
        return report
    }
}

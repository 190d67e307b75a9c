import Foundation

/// Reading and writing `listbench/1` JSON.
public enum JSONReport {
    public struct ReadError: Error, CustomStringConvertible {
        public var description: String
    }

    public static func encode(_ report: BenchReport) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try encoder.encode(report)
    }

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

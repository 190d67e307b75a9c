import Testing
import ListEngine
@testable import ListBench
import TestSupport

/// Text that fits one line allocates nothing: truncating, wrapping and measuring ASCII text,
/// and laying out a cell's content whose texts fit (jemalloc's per-thread byte counter, exact
/// for this thread), in debug builds too.
@Suite(.enabled(if: Jemalloc.isAvailable, "built without jemalloc (a sanitizer run)"))
struct TextAllocationTests {
    /// Bytes this thread allocates running `body` 100 times (after once to warm up), less what
    /// the same loop allocates running nothing (the counters' reads cost a few bytes).
    func bytesAllocated(_ body: () -> Void) throws -> UInt64 {
        let counters = try #require(Jemalloc.ThreadCounters())
        func measure(_ body: () -> Void) -> UInt64 {
            body()
            let before = counters.allocatedBytes
            for _ in 0..<100 { body() }
            return counters.allocatedBytes - before
        }
        let baseline = measure {}
        return measure(body) - baseline
    }

    @Test func asciiThatFitsAllocatesNothing() throws {
        let measurer = TerminalTextMeasurer()
        let title = "Contact 12345 — a title that is long enough".replacingOccurrences(of: "—", with: "-")
        var sink = 0.0
        #expect(try bytesAllocated {
            sink += measurer.width(ofText: title)
            sink += measurer.truncate(title, toWidth: 100).width
            sink += measurer.truncate(title, toWidth: 20).width
            sink += measurer.truncate(title, toWidth: 20, at: .middle).width
            sink += measurer.wrap(title, toWidth: 100, maximumLines: 3).width
            sink += measurer.wrap(title, toWidth: 20, maximumLines: 1).width
        } == 0)
        #expect(sink > 0)
    }

    /// Korean is measured as `Character`s, which are small strings held inline.
    @Test func koreanThatFitsAllocatesNothing() throws {
        let measurer = TerminalTextMeasurer()
        let korean = "안녕하세요 세계"
        var sink = 0.0
        #expect(try bytesAllocated {
            sink += measurer.truncate(korean, toWidth: 7).width
            sink += measurer.wrap(korean, toWidth: 20, maximumLines: 2).width
        } == 0)
        #expect(sink > 0)
    }

    /// The content layout's target: a subtitle cell with an accessory, 390 pt wide, ASCII that
    /// fits — and every other style, and a terminal row.
    @Test func contentLayoutOfASCIIThatFitsAllocatesNothing() throws {
        var subtitle = ListContentConfiguration(style: .subtitle, text: "Contact 12345", secondaryText: "Mobile 010-1234-5678")
        subtitle.accessory = .disclosureIndicator
        subtitle.image = Size(width: 40, height: 40)
        // Both texts beside each other on one line (value2's left column is 90 pt).
        var value1 = subtitle
        value1.style = .value1
        value1.secondaryText = "Mobile"
        var value2 = value1
        value2.style = .value2
        value2.text = "mobile"
        var middle = subtitle
        middle.textProperties = .init(numberOfLines: 1, truncation: .middle)
        var terminal = subtitle
        terminal.metrics = .terminal
        let points = PointTextMeasurer()
        var sink = 0.0
        func layOut(_ content: ListContentConfiguration) {
            sink += (try? content.layout(fittingWidth: 390, measurer: points))?.rowHeight ?? 0
        }
        #expect(try bytesAllocated { layOut(subtitle) } == 0)
        #expect(try bytesAllocated { layOut(value1) } == 0)
        #expect(try bytesAllocated { layOut(value2) } == 0)
        #expect(try bytesAllocated { layOut(middle) } == 0)
        #expect(try bytesAllocated {
            sink += (try? terminal.layout(fittingWidth: 80, measurer: TerminalTextMeasurer()))?.rowHeight ?? 0
        } == 0)
        #expect(sink > 0)
    }
}

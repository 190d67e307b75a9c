import Testing
@testable import ListWindow

/// A recorded gesture's text: read and written back unchanged, comments and blank lines
/// skipped, every bad line refused with its number.
@Suite struct GestureScriptTests {
    @Test func aScriptReadsAndWritesBackTheSameSteps() throws {
        let text = """
        # a drag, a wheel turn, keys and a resize
        0 press 200 400
        1 move 200 380
        1 move 200 360   # two moves before one frame
        2 release 200 340
        30 wheel 1.5
        41 key Down
        41 key Page Down
        50 resize 500 640
        """
        let script = try GestureScript(text: text)
        #expect(script.steps.count == 8)
        #expect(script.steps[2] == GestureScript.Step(frame: 1, event: .move(x: 200, y: 360)))
        #expect(script.steps[6].event == .key("Page Down"))
        #expect(script.frameCount == 51)
        #expect(try GestureScript(text: script.text) == script)
    }

    @Test(arguments: [
        ("press 1 2", 1), ("0 press 1", 1), ("0 fly 1 2", 1), ("-1 key Down", 1), ("0 wheel nan", 1),
        ("0 resize 0 10", 1), ("5 key Down\n4 key Up", 2), ("0 key", 1),
    ])
    func aBadLineIsRefusedWithItsNumber(text: String, line: Int) {
        #expect(throws: GestureScript.ParseError.self) { try GestureScript(text: text) }
        do { _ = try GestureScript(text: text) } catch { #expect(error.line == line, "\(text)") }
    }
}

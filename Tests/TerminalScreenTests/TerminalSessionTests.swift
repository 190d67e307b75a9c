#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import TerminalScreen

@Suite struct TerminalSessionTests {
    @Test func aPipeIsNotATerminalAndTheErrorSaysSo() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        #expect(throws: TerminalError.notATerminal(fileDescriptor: ends[0])) {
            try TerminalSession(input: ends[0], output: ends[1])
        }
        let error = TerminalError.notATerminal(fileDescriptor: STDIN_FILENO)
        #expect(error.description.hasPrefix("standard input is not a terminal"))
        #expect(error.localizedDescription == error.description)
        #expect(TerminalError.systemCall("tcgetattr", errno: ENOTTY).description.hasPrefix("tcgetattr failed: "))
    }
}

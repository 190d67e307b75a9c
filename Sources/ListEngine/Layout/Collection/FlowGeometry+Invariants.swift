extension FlowGeometry {
    /// Checks what must hold between operations, trapping with a message that names what is
    /// broken: each section's sizes cover what is laid out and are known there; its lines break
    /// where laying its items out from its first would break them, each as tall as its tallest
    /// item; and each section's height in the tree of sums is the one its lines give.
    ///
    /// - Complexity: O(n) for n items laid out.
    package func _checkInvariants() {
        precondition(sections.count == sectionCount, "flow: \(sections.count) sections laid out for \(sectionCount)")
        for s in 0..<sectionCount {
            let section = sections[s]
            let count = items.itemCount(inSection: s)
            precondition(section.laidOut <= count, "flow section \(s): \(section.laidOut) items laid out of \(count)")
            precondition(section.sizes.count >= section.laidOut,
                         "flow section \(s): \(section.sizes.count) sizes for \(section.laidOut) items laid out")
            precondition(section.sizes.count <= count, "flow section \(s): \(section.sizes.count) sizes for \(count) items")
            precondition(section.lines.count == section.lineCount,
                         "flow section \(s): \(section.lines.count) line heights for \(section.lineCount) lines")
            precondition(section.laidOut == 0 || section.lineStarts.first == 0,
                         "flow section \(s): its first line starts at \(section.lineStarts.first.map(String.init) ?? "none")")
            // The lines, broken again from the section's first item.
            var used = 0.0
            var start = 0
            var line = 0
            for i in 0..<section.laidOut {
                let size = section.sizes[i]
                precondition(size.isKnown, "flow section \(s): item \(i) is laid out with no size")
                let w = Swift.min(size.width, metrics.room)
                if i > start, used + metrics.itemSpacing + w <= metrics.room {
                    used = used + metrics.itemSpacing + w
                    continue
                }
                if i > 0 { line += 1 }
                precondition(line < section.lineCount && Int(section.lineStarts[line]) == i,
                             "flow section \(s): a line should start at item \(i) (line \(line)); the lines start at \(section.lineStarts)")
                start = i
                used = w
            }
            for k in 0..<section.lineCount {
                let expected = Double(section.extent(ofLine: k, metrics).tallest)
                precondition(section.lines.height(at: k) == expected,
                             "flow section \(s): line \(k) is \(section.lines.height(at: k)) tall, its items make \(expected)")
            }
            precondition(heights.height(s) == sectionHeight(s),
                         "flow section \(s): its height is \(heights.height(s)) in the sums, \(sectionHeight(s)) from its lines")
        }
    }
}

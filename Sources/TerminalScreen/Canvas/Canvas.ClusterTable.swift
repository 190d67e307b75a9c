extension Canvas {
    /// The canvas's clusters of more than one scalar (a Hangul syllable in jamo, an emoji ZWJ
    /// sequence, a letter with a combining mark), each stored once and numbered, so that a
    /// ``Canvas/Cell`` holds a number instead of a `Character`. Emptied when the canvas is
    /// cleared.
    struct ClusterTable: Sendable {
        /// The clusters, by number.
        private var clusters: [Character] = []
        /// The numbers of the clusters equal to a `Character`, which compares canonically
        /// equivalent clusters ("e\u{301}\u{302}" and "ê\u{301}") equal: each keeps its own bytes.
        private var numbers: [Character: [UInt32]] = [:]

        /// The glyph of a cell showing `character`: its scalar's value for a cluster of one
        /// scalar, else ``Canvas/Cell/clusterFlag`` and its number, added to the table if new.
        mutating func glyph(for character: Character) -> UInt32 {
            let scalars = character.unicodeScalars
            if scalars.count == 1 { return scalars.first!.value }
            if let number = numbers[character]?.first(where: { clusters[Int($0)].utf8.elementsEqual(character.utf8) }) {
                return Cell.clusterFlag | number
            }
            let number = UInt32(clusters.count)
            clusters.append(character)
            numbers[character, default: []].append(number)
            return Cell.clusterFlag | number
        }

        /// The cluster `glyph` stands for.
        func character(of glyph: UInt32) -> Character {
            if glyph & Cell.clusterFlag != 0 { return clusters[Int(glyph & ~Cell.clusterFlag)] }
            return Character(Unicode.Scalar(glyph)!)
        }

        /// Whether the table holds no cluster: every cell's glyph is a scalar.
        var isEmpty: Bool { clusters.isEmpty }

        /// Forgets every cluster, once no cell numbers any.
        mutating func removeAll() {
            guard !clusters.isEmpty else { return }
            clusters.removeAll(keepingCapacity: true)
            numbers.removeAll(keepingCapacity: true)
        }
    }
}

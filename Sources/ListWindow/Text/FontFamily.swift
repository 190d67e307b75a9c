import CSDL2

/// Fonts that draw text together: a primary face, and faces for what it lacks — CJK ideographs
/// and kana (Noto Sans CJK), colour emoji (Noto Color Emoji, a bitmap font drawn scaled to the
/// line). Each grapheme cluster is drawn in the first face that has it; an emoji presentation
/// (an emoji character, U+FE0F, a ZWJ sequence) goes to the emoji face first.
///
/// A class: the faces are shared by the measurer and the rasteriser, and it keeps which face
/// draws each scalar as it is asked.
public final class FontFamily {
    /// The faces, primary first, and the scale each is drawn at (1 but for a bitmap face
    /// opened at its strike).
    public let faces: [Font]
    let scales: [Double]
    /// Index into `faces` of the emoji face, if any.
    private let emojiFace: Int?
    /// Per scalar of the Basic Multilingual Plane, the face that draws it plus one (0: not
    /// asked yet).
    private var bmpFaces: [UInt8]

    /// A family of `primary` with `fallbacks` after it, each with the scale it is drawn at;
    /// `emoji` is the fallback index (in `fallbacks`) of the colour emoji face, if any.
    ///
    /// - Complexity: O(1) (a table of 64 Ki bytes).
    public init(primary: Font, fallbacks: [(font: Font, scale: Double)] = [], emoji: Int? = nil) {
        faces = [primary] + fallbacks.map(\.font)
        scales = [1] + fallbacks.map(\.scale)
        emojiFace = emoji.map { $0 + 1 }
        bmpFaces = Array(repeating: 0, count: 0x1_0000)
    }

    /// The primary face.
    public var primary: Font { faces[0] }
    /// A line's height and baseline: the primary face's.
    public var height: Int { primary.height }
    /// A line's baseline from its top: the primary face's.
    public var ascent: Int { primary.ascent }

    /// The face that draws `scalar`: the first that has a glyph for it (the primary when none has).
    ///
    /// - Complexity: O(1) after the scalar's first time in the BMP; O(faces) else.
    public func face(for scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x1_0000, bmpFaces[Int(value)] != 0 { return Int(bmpFaces[Int(value)]) - 1 }
        var found = 0
        if scalar.properties.isEmojiPresentation, let emojiFace, faces[emojiFace].hasGlyph(scalar) {
            found = emojiFace
        } else if let index = faces.indices.first(where: { faces[$0].hasGlyph(scalar) }) {
            found = index
        }
        if value < 0x1_0000 { bmpFaces[Int(value)] = UInt8(found + 1) }
        return found
    }

    /// The face that draws `cluster`: the emoji face for an emoji presentation sequence, else
    /// its first scalar's.
    ///
    /// - Complexity: O(scalars of the cluster).
    public func face(for cluster: Character) -> Int {
        let scalars = cluster.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if let emojiFace, scalars.count > 1, scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D || $0.properties.isEmojiModifier }),
           faces[emojiFace].hasGlyph(first) {
            return emojiFace
        }
        return face(for: first)
    }

    /// The advance of a one-scalar cluster, in pixels.
    ///
    /// - Complexity: O(1) after the scalar's first time.
    public func advance(of scalar: Unicode.Scalar) -> Double {
        let index = face(for: scalar)
        return faces[index].advance(of: scalar) * scales[index]
    }

    /// The width of `cluster` as drawn, in pixels.
    ///
    /// - Complexity: O(1) for one scalar after its first time; O(cluster) else.
    public func width(of cluster: Character) -> Double {
        let scalars = cluster.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first { return advance(of: scalar) }
        let index = face(for: cluster)
        return Double(faces[index].width(ofShaped: String(cluster))) * scales[index]
    }

    /// `text` cut into runs drawn by one face each, in order.
    ///
    /// - Complexity: O(length of `text`).
    func runs(of text: String) -> [(face: Int, text: Substring)] {
        var runs: [(face: Int, text: Substring)] = []
        var start = text.startIndex
        var current = -1
        for index in text.indices {
            let face = face(for: text[index])
            if face != current {
                if current >= 0 { runs.append((current, text[start..<index])) }
                start = index
                current = face
            }
        }
        if current >= 0 { runs.append((current, text[start...])) }
        return runs
    }
}

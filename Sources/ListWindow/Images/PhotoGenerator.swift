import CSDL2
import Dispatch
import Foundation
import Synchronization

/// Writes test photos into a directory: `photo-0001.jpg`, `photo-0002.jpg` …, every
/// ``pngEvery``th a PNG (`photo-0010.png`), each showing its number over a gradient and shapes
/// drawn from the seed: the same seed writes the same bytes. JPEGs are
/// compressed by TurboJPEG, PNGs saved by SDL_image from an SDL surface; the photos are drawn
/// and written on every core.
public struct PhotoGenerator: Sendable {
    /// Each photo's width in pixels.
    public var width: Int
    /// Each photo's height in pixels.
    public var height: Int
    /// What the content is drawn from.
    public var seed: UInt64
    /// Every this many photos, one is a PNG (0: none).
    public var pngEvery: Int
    /// The JPEGs' quality, 1 to 100.
    public var quality: Int

    /// A generator of `width` × `height` photos (1,200 × 900 by default) drawn from `seed`.
    ///
    /// - Complexity: O(1).
    public init(width: Int = 1_200, height: Int = 900, seed: UInt64 = 1, pngEvery: Int = 10, quality: Int = 85) {
        self.width = Swift.max(8, width)
        self.height = Swift.max(8, height)
        self.seed = seed
        self.pngEvery = Swift.max(0, pngEvery)
        self.quality = Swift.min(100, Swift.max(1, quality))
    }

    /// Whether photo `number` (from 1) is a PNG.
    ///
    /// - Complexity: O(1).
    public func isPNG(_ number: Int) -> Bool { pngEvery > 0 && number % pngEvery == 0 }

    /// Photo `number`'s file name: its number in four digits or more, `.png` or `.jpg`.
    ///
    /// - Complexity: O(1).
    public func fileName(ofPhoto number: Int) -> String {
        let digits = String(number)
        return "photo-" + String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits + (isPNG(number) ? ".png" : ".jpg")
    }

    /// The pixels of photo `number`.
    ///
    /// - Complexity: O(pixels).
    public func pixels(ofPhoto number: Int) -> PixelImage {
        PhotoArtwork(number: number, width: width, height: height, seed: seed).image
    }

    /// Writes photos 1 through `count` into `directory` (made if missing) and returns their
    /// paths in order.
    ///
    /// - Throws: ``SDLError`` naming the first photo that could not be written, and why.
    /// - Complexity: O(count × pixels), spread over the cores.
    public func write(count: Int, into directory: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let paths = (0..<Swift.max(0, count)).map { (directory as NSString).appendingPathComponent(fileName(ofPhoto: $0 + 1)) }
        let firstError = Mutex<(index: Int, error: SDLError)?>(nil)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            do throws(SDLError) {
                try write(photo: index + 1, to: paths[index])
            } catch {
                firstError.withLock { first in
                    if index < first?.index ?? .max { first = (index, error) }
                }
            }
        }
        if let failure = firstError.withLock({ $0 }) { throw failure.error }
        return paths
    }

    /// Writes photo `number` to `path`, as a PNG or a JPEG as ``isPNG(_:)`` says.
    ///
    /// - Throws: ``SDLError``.
    /// - Complexity: O(pixels).
    public func write(photo number: Int, to path: String) throws(SDLError) {
        let image = pixels(ofPhoto: number)
        if isPNG(number) {
            try image.writePNG(to: path)
        } else {
            let jpeg = try Self.jpeg(of: image, quality: quality)
            guard FileManager.default.createFile(atPath: path, contents: jpeg) else {
                throw SDLError("writing \(path)", reason: String(cString: strerror(errno)))
            }
        }
    }

    /// `image` compressed as a baseline JPEG at `quality` (chroma subsampled 4:2:0, as cameras
    /// write them).
    ///
    /// - Throws: ``SDLError`` with TurboJPEG's message.
    /// - Complexity: O(pixels).
    public static func jpeg(of image: PixelImage, quality: Int) throws(SDLError) -> Data {
        guard let handle = tjInitCompress() else { throw SDLError("starting TurboJPEG", reason: String(cString: tjGetErrorStr2(nil))) }
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = image.pixels.withUnsafeBytes { pixels in
            tjCompress2(handle, pixels.bindMemory(to: UInt8.self).baseAddress, Int32(image.width), Int32(image.width * 4),
                        Int32(image.height), TJPF_BGRA.rawValue, &buffer, &size, Int32(TJSAMP_420.rawValue), Int32(quality), 0)
        }
        defer { tjFree(buffer) }
        guard status == 0, let buffer else {
            throw SDLError("compressing a \(image.width)×\(image.height) JPEG", reason: String(cString: tjGetErrorStr2(handle)))
        }
        return Data(bytes: buffer, count: Int(size))
    }
}

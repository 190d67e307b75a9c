import CSDL2
import Foundation
import ListEngine

/// Decodes photos into thumbnails that fill a box: a JPEG with TurboJPEG at the smallest of
/// its 1/8-step scales that still covers the box (``JPEGScale``), so a 1,200 × 900 photo
/// shown 124 pixels square is decoded at 300 × 225 and no full-size bitmap is made; a PNG
/// through SDL_image (whole, as PNG has no scaled decoding). Either is then scaled to fill the
/// box and centre-cropped (a box filter). Safe on any thread: each call makes its own
/// decoder; nothing here needs SDL's video.
public struct ThumbnailDecoder: Hashable, Sendable {
    /// The width of the box thumbnails fill, in pixels.
    public var boxWidth: Int
    /// The height of the box thumbnails fill, in pixels.
    public var boxHeight: Int

    /// A decoder of thumbnails `boxWidth` × `boxHeight` pixels (each at least 1).
    ///
    /// - Complexity: O(1).
    public init(boxWidth: Int, boxHeight: Int) {
        self.boxWidth = Swift.max(1, boxWidth)
        self.boxHeight = Swift.max(1, boxHeight)
    }

    /// The most pixels a JPEG is decoded into (160 MB): a header claiming more — a damaged or
    /// hostile file — is an error, not an allocation that could take the process down.
    public static let maximumDecodedPixels = 40_000_000

    /// The reason an error gives for a load stopped because its tile left the prefetch window.
    public static let cancelledReason = "cancelled"

    /// The thumbnail of the JPEG or PNG file at `path` (told apart by their first bytes, not
    /// the name); stops early, with ``cancelledReason``, once `cancellation` is set.
    ///
    /// - Throws: ``ImageDecodingError`` for a file that does not open, is neither a JPEG nor a
    ///   PNG, or is damaged or truncated (TurboJPEG's warnings are errors here).
    /// - Complexity: O(file size + decoded pixels): for a JPEG, the pixels at the chosen scale.
    public func thumbnail(ofFileAt path: String, cancellation: LoadCancellation? = nil) throws(ImageDecodingError) -> Thumbnail {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            throw ImageDecodingError(path: path, reason: error.localizedDescription)
        }
        if cancellation?.isCancelled == true { throw ImageDecodingError(path: path, reason: Self.cancelledReason) }
        let result = data.withUnsafeBytes { bytes in
            Result { () throws(ImageDecodingError) -> Thumbnail in
                if bytes.starts(with: Self.pngSignature) { return try thumbnail(ofPNG: bytes, path: path) }
                if bytes.starts(with: Self.jpegSignature) { return try thumbnail(ofJPEG: bytes, path: path, cancellation: cancellation) }
                throw ImageDecodingError(path: path, reason: "neither a JPEG nor a PNG")
            }
        }
        return try result.get()
    }

    /// The thumbnail of JPEG `bytes` (read from `path`, which errors name).
    ///
    /// - Throws: ``ImageDecodingError`` with TurboJPEG's message.
    /// - Complexity: O(bytes + pixels at the chosen scale).
    public func thumbnail(ofJPEG bytes: UnsafeRawBufferPointer, path: String, cancellation: LoadCancellation? = nil)
        throws(ImageDecodingError) -> Thumbnail {
        guard let handle = tjInitDecompress() else {
            throw ImageDecodingError(path: path, reason: String(cString: tjGetErrorStr2(nil)))
        }
        defer { tjDestroy(handle) }
        func failure() -> ImageDecodingError { ImageDecodingError(path: path, reason: String(cString: tjGetErrorStr2(handle))) }
        guard let jpeg = bytes.bindMemory(to: UInt8.self).baseAddress, !bytes.isEmpty else {
            throw ImageDecodingError(path: path, reason: "empty file")
        }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        guard tjDecompressHeader3(handle, jpeg, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0 else { throw failure() }
        let scale = JPEGScale.smallest(covering: boxWidth, boxHeight, imageWidth: Int(width), height: Int(height))
        let scaledWidth = scale.scaled(Int(width))
        let scaledHeight = scale.scaled(Int(height))
        guard scaledWidth * scaledHeight <= Self.maximumDecodedPixels else {
            throw ImageDecodingError(path: path, reason: "\(width)×\(height) is too large to decode at \(scale)")
        }
        if cancellation?.isCancelled == true { throw ImageDecodingError(path: path, reason: Self.cancelledReason) }
        var decoded = [UInt32](repeating: 0, count: scaledWidth * scaledHeight)
        let status = decoded.withUnsafeMutableBytes { pixels in
            tjDecompress2(handle, jpeg, UInt(bytes.count), pixels.bindMemory(to: UInt8.self).baseAddress,
                          Int32(scaledWidth), Int32(scaledWidth * 4), Int32(scaledHeight), TJPF_BGRA.rawValue,
                          TJFLAG_STOPONWARNING)
        }
        guard status == 0 else { throw failure() }
        if cancellation?.isCancelled == true { throw ImageDecodingError(path: path, reason: Self.cancelledReason) }
        return decoded.withUnsafeBufferPointer { pixels in
            AspectFill.thumbnail(of: pixels, width: scaledWidth, height: scaledHeight, rowPixels: scaledWidth,
                                 boxWidth: boxWidth, boxHeight: boxHeight)
        }
    }

    /// The thumbnail of PNG `bytes` (read from `path`, which errors name), decoded whole by
    /// SDL_image.
    ///
    /// - Throws: ``ImageDecodingError`` with SDL_image's message.
    /// - Complexity: O(bytes + the image's pixels).
    public func thumbnail(ofPNG bytes: UnsafeRawBufferPointer, path: String) throws(ImageDecodingError) -> Thumbnail {
        PNGSupport.start()
        guard let stream = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)),
              let loaded = IMG_LoadTyped_RW(stream, 1, "PNG") else {
            throw ImageDecodingError(path: path, reason: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw ImageDecodingError(path: path, reason: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        let rowPixels = Int(surface.pointee.pitch) / 4
        guard let base = surface.pointee.pixels?.assumingMemoryBound(to: UInt32.self), width > 0, height > 0 else {
            throw ImageDecodingError(path: path, reason: "an empty image")
        }
        let pixels = UnsafeBufferPointer(start: base, count: rowPixels * height)
        return AspectFill.thumbnail(of: pixels, width: width, height: height, rowPixels: rowPixels,
                                    boxWidth: boxWidth, boxHeight: boxHeight)
    }

    /// The first bytes of every PNG file.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The first bytes of every JPEG file (start of image, then a marker).
    static let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]
}

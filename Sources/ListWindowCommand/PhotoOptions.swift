import ArgumentParser
import Foundation
import ListWindow

/// listwin's photo options: a directory's photos as the grid, test photos written, and how
/// thumbnails load.
struct PhotoOptions: ParsableArguments {
    enum Switch: String, CaseIterable, ExpressibleByArgument {
        case on, off
    }

    @Option(help: "Show this directory's photos (.jpg, .jpeg, .png) as a grid instead of the contacts.")
    var photos: String?
    @Option(help: "Write --count test photos (1,200×900 JPEGs, every 10th a PNG) into this directory and quit.")
    var generatePhotos: String?
    @Option(help: "Test photos to write.") var count = 1_000
    @Option(help: "The seed the test photos are drawn from.") var photoSeed: UInt64 = 1
    @Option(help: "Decode thumbnails ahead of display (on) or only when a tile shows (off).") var prefetch = Switch.on
    @Option(help: "The bound of the decoded thumbnails' cache, MiB.") var decodedCacheMib = 64
    @Option(help: "The bound of the thumbnails' texture cache, MiB.") var textureCacheMib = 16
    @Option(help: "Decodes running at once (default: a core is left for the frames).") var decodeWorkers: Int?
    @Option(help: "Photos as a grid of tiles or a table of rows.") var photoLayout = PhotoGridDemo.Arrangement.grid

    func validate() throws {
        guard count >= 0 else { throw ValidationError("--count must be 0 or more") }
        guard decodedCacheMib >= 0, textureCacheMib >= 0 else { throw ValidationError("cache bounds must be 0 MiB or more") }
        guard decodeWorkers.map({ $0 >= 1 }) ?? true else { throw ValidationError("--decode-workers must be at least 1") }
    }

    /// Writes the test photos if asked; returns whether it did (listwin then quits).
    func generateIfAsked() throws -> Bool {
        guard let directory = generatePhotos else { return false }
        let start = Date()
        let paths = try PhotoGenerator(seed: photoSeed).write(count: count, into: directory)
        let seconds = Date().timeIntervalSince(start)
        print("wrote \(paths.count) photos into \(directory) in \(String(format: "%.1f", seconds)) s")
        return true
    }

    /// The photo grid of `--photos` drawing into `canvas`; nil without the option.
    func makeDemo(canvas: WindowCanvas) throws -> PhotoGridDemo? {
        guard let directory = photos else { return nil }
        let library = try PhotoLibrary(directory: directory)
        var loading = PhotoGridDemo.Loading()
        loading.prefetch = prefetch == .on
        loading.decodedCacheBytes = decodedCacheMib << 20
        loading.textureCacheBytes = textureCacheMib << 20
        if let decodeWorkers { loading.workers = decodeWorkers }
        return PhotoGridDemo(library: library, arrangement: photoLayout, loading: loading, canvas: canvas)
    }
}

extension PhotoGridDemo.Arrangement: ExpressibleByArgument {}

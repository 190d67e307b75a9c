/// The motion of one animated update: for every row or item it involves — on screen before or
/// after — where it is drawn at each frame of the display clock, from where it was drawn when the
/// update came to where the layout puts it. Rows that leave keep a track of their own until the
/// end (their cells stay alive meanwhile).
///
/// An update that comes while another runs starts every track from where that one draws it at
/// that frame (UIKit's "begin from current state"): nothing jumps. Elements leaving keep their
/// own way and time through takeovers, so each leaves within a duration of its update and the
/// leaving elements of a stream of updates stay bounded. Tracks are kept sorted by item, so a
/// frame's questions cost O(log k) each for k tracks and advancing allocates nothing.
struct UpdateAnimation {
    /// One element's way: from a presentation to another.
    struct Track: Hashable {
        /// The item it belongs to (numbered as after the update), or a leaving element's number.
        var item: Int
        /// Where it is drawn at the start.
        var from: Presentation
        /// Where it is drawn at the end.
        var to: Presentation
        /// When its way began on the animation's clock, in seconds: 0, or less for a leaving
        /// element whose way began with an animation this one took over.
        var start = 0.0
        /// How long its way lasts and along which curve: a leaving element keeps those of the
        /// update it left with; nil, the animation's.
        var timing: AnimationProgress?
    }

    /// What the update did to one element, with its frames on either side (nil off the layout).
    struct Motion: Hashable {
        /// Its number before the update (nil: it arrived).
        var before: Int?
        /// Its number after the update (nil: it left, or its row stays far from the rows given
        /// cells — then `frameAfter` says where it slides on its way out).
        var after: Int?
        /// Its frame before the update.
        var frameBefore: Rect?
        /// Its frame after the update.
        var frameAfter: Rect?
        /// What it is and where, for a custom transition: its index path after the update, or
        /// before it if it leaves.
        var element = TransitionElement(category: .cell, indexPath: ListIndexPath(row: 0, section: 0), frame: .zero)
        /// It stays, but nothing says where it was (a section view coming into view): it fades
        /// in where it lands.
        var fadesIn = false
    }

    /// How elements that arrive and leave are drawn at the far end of their way.
    struct Style: Hashable {
        /// Cross-fades only: nothing slides ("reduce motion"); a moved element fades in where it
        /// lands, and arrivals and departures that would slide fade.
        var reducesMotion = false
        /// How an element arrives.
        var insertion = RowAnimation.fade
        /// How an element leaves.
        var deletion = RowAnimation.fade

        /// Where the element of `motion` arriving at `frame` starts.
        func appearance(of motion: Motion, at frame: Rect) -> Presentation {
            var element = motion.element
            element.frame = frame
            return (reducesMotion && !insertion.isNone ? .fade : insertion).farEnd(of: element, arriving: true)
        }

        /// Where the element of `motion` leaving from `frame` ends.
        func disappearance(of motion: Motion, at frame: Rect) -> Presentation {
            var element = motion.element
            element.frame = frame
            return (reducesMotion && !deletion.isNone ? .fade : deletion).farEnd(of: element, arriving: false)
        }

        /// Where an element that stays but slides while motion is reduced starts: invisible
        /// where it lands.
        func crossFade(at frame: Rect) -> Presentation { Presentation(frame: frame, alpha: 0) }
    }

    /// The tracks of elements that stay or arrive, sorted by item.
    private(set) var tracks: [Track]
    /// The tracks of section views (headers, footers, decorations) that stay or arrive, sorted
    /// by key: section × ``sectionKinds`` + kind. (A leaving section's views are not kept.)
    private(set) var sectionTracks: [Track]
    /// How many kinds of section views the keys of ``sectionTracks`` count.
    let sectionKinds: Int
    /// The tracks of elements that leave, numbered in the order they left.
    private(set) var leaving: [Track]
    /// Where the animation is in its time.
    private(set) var progress: AnimationProgress

    /// The animation of an update whose elements moved as `motions` say, lasting `duration`
    /// along `curve`; `running`, the animation under way when it came (if any), gives the
    /// starts of the elements it draws, renumbered by the motions, and its leaving elements go
    /// on to their ends from where they are. `shift` is how far the update moved the content
    /// offset (keeping the reader's place): what was drawn before is moved by it, so that what
    /// stays still on screen does not move. `sectionMotions` move section views alike, keyed by
    /// section × `sectionKinds` + kind.
    ///
    /// - Complexity: O(m log m + m log k + k log k) for m motions and k tracks of `running`.
    init(motions: [Motion], sectionMotions: [Motion] = [], sectionKinds: Int = 0, style: Style, duration: Double, curve: TimingCurve,
         shift: Double = 0, interrupting running: UpdateAnimation?) {
        var tracks: [Track] = []
        var leaving = running.map { old in
            old.leaving.map { Track(item: $0.item, from: $0.from.shifted(by: shift), to: $0.to.shifted(by: shift),
                                    start: $0.start - old.progress.elapsed, timing: $0.timing ?? old.progress) }
        } ?? []
        var nextLeaving = (leaving.map(\.item).max() ?? -1) + 1
        tracks.reserveCapacity(motions.count)
        for motion in motions {
            let drawn = (motion.before.flatMap { running?.presentation(ofItem: $0) } ?? motion.frameBefore.map { Presentation(frame: $0) })?
                .shifted(by: shift)
            switch (motion.before, motion.after, motion.frameAfter) {
            case let (_?, after?, frameAfter?):
                let end = Presentation(frame: frameAfter)
                // Reducing motion, an element that would slide fades in where it lands instead.
                let slides = drawn.map { $0.frame != frameAfter } ?? false
                let start = style.reducesMotion && slides ? style.crossFade(at: frameAfter) : drawn ?? end
                if start != end { tracks.append(Track(item: after, from: start, to: end)) }
            case let (nil, after?, frameAfter?):
                let start = style.appearance(of: motion, at: frameAfter)
                if start != Presentation(frame: frameAfter) { tracks.append(Track(item: after, from: start, to: Presentation(frame: frameAfter))) }
            case let (_?, nil, frameAfter):
                guard let drawn else { continue }
                // A row that stays slides to its place (and out of view) unless motion is reduced.
                let end = frameAfter.map { style.reducesMotion ? style.crossFade(at: drawn.frame) : Presentation(frame: $0) }
                leaving.append(Track(item: nextLeaving, from: drawn, to: end ?? style.disappearance(of: motion, at: drawn.frame)))
                nextLeaving += 1
            default:
                continue
            }
        }
        tracks.sort { $0.item < $1.item }
        self.tracks = tracks
        self.leaving = leaving
        self.sectionKinds = sectionKinds
        /// Where the running animation draws the section view of `key` (numbered by this one's
        /// kinds; kinds are only ever added, after the others).
        func drawnByRunning(_ key: Int) -> Presentation? {
            guard let running, sectionKinds > 0, key % sectionKinds < running.sectionKinds else { return nil }
            return running.presentation(ofSectionKey: key / sectionKinds * running.sectionKinds + key % sectionKinds)
        }
        // Section views: the same ways (one taking over starts from where they are drawn), none leaving.
        var sectionTracks: [Track] = []
        sectionTracks.reserveCapacity(sectionMotions.count)
        for motion in sectionMotions {
            guard let after = motion.after, let frameAfter = motion.frameAfter else { continue }
            let end = Presentation(frame: frameAfter)
            if motion.fadesIn, motion.before.flatMap(drawnByRunning) == nil {
                sectionTracks.append(Track(item: after, from: style.crossFade(at: frameAfter), to: end))
                continue
            }
            guard let drawn = (motion.before.flatMap(drawnByRunning)
                               ?? motion.frameBefore.map { Presentation(frame: $0) })?.shifted(by: shift) else {
                let start = style.appearance(of: motion, at: frameAfter)
                if start != end { sectionTracks.append(Track(item: after, from: start, to: end)) }
                continue
            }
            let start = style.reducesMotion && drawn.frame != frameAfter ? style.crossFade(at: frameAfter) : drawn
            if start != end { sectionTracks.append(Track(item: after, from: start, to: end)) }
        }
        sectionTracks.sort { $0.item < $1.item }
        self.sectionTracks = sectionTracks
        progress = AnimationProgress(duration: duration, curve: curve)
    }

    /// Makes track `index` end at `frame`, where the layout puts its element now (it was
    /// measured, or its line broke elsewhere): it goes on from where it is drawn towards it.
    ///
    /// - Complexity: O(1); no allocation.
    mutating func retarget(track index: Int, to frame: Rect) {
        guard frame != tracks[index].to.frame else { return }
        let p = progress(of: tracks[index])
        Self.retarget(&tracks[index], to: frame, progress: p)
    }

    /// Makes section track `index` end at `frame`, as ``retarget(track:to:)`` does.
    ///
    /// - Complexity: O(1); no allocation.
    mutating func retarget(sectionTrack index: Int, to frame: Rect) {
        guard frame != sectionTracks[index].to.frame else { return }
        let p = progress(of: sectionTracks[index])
        Self.retarget(&sectionTracks[index], to: frame, progress: p)
    }

    /// Makes `track`, at progress `p`, end at `frame` while drawing it where it is now: its start
    /// is moved so that the same progress gives the same presentation on the way to the new end.
    /// (Static: a method of the animation called with one of its tracks in place would copy the
    /// animation, and the tracks with it.)
    private static func retarget(_ track: inout Track, to frame: Rect, progress p: Double) {
        if p < 1 {
            let drawn = Presentation.interpolated(from: track.from, to: track.to, progress: p)
            func start(_ now: Double, _ end: Double) -> Double { (now - p * end) / (1 - p) }
            track.from.frame = Rect(x: start(drawn.frame.minX, frame.minX), y: start(drawn.frame.minY, frame.minY),
                                    width: start(drawn.frame.width, frame.width), height: start(drawn.frame.height, frame.height))
        }
        track.to.frame = frame
    }

    /// Moves every way down by `dy`: the content moved under the viewport (a pass kept the
    /// reader's place while rows above were measured), and what is drawn moves with it.
    ///
    /// - Complexity: O(tracks); no allocation.
    mutating func shift(by dy: Double) {
        func shift(_ tracks: inout [Track]) {
            for i in tracks.indices {
                tracks[i].from.frame.origin.y += dy
                tracks[i].to.frame.origin.y += dy
            }
        }
        shift(&tracks)
        shift(&sectionTracks)
        shift(&leaving)
    }

    /// Whether the last frame has been advanced: every element is where the layout puts it,
    /// and every leaving element at its end.
    ///
    /// - Complexity: O(leaving tracks).
    var isFinished: Bool { progress.isFinished && leaving.indices.allSatisfy(isFinished(leaving:)) }

    /// Advances the animation by one frame of `interval` seconds.
    ///
    /// - Complexity: O(1); no allocation.
    mutating func advance(by interval: Double) { progress.advance(by: interval) }

    /// Where `track`'s element is drawn at the last frame advanced.
    ///
    /// - Complexity: O(1) (a curve solution for a track that began earlier than the animation).
    func presentation(of track: Track) -> Presentation {
        Presentation.interpolated(from: track.from, to: track.to, progress: self.progress(of: track))
    }

    /// How far along its way `track` is: the animation's progress, or for a track with timing
    /// of its own, its curve's at its own time.
    ///
    /// - Complexity: O(1).
    private func progress(of track: Track) -> Double {
        guard let timing = track.timing else { return progress.progress }
        return isFinished(track) ? 1 : timing.curve.progress(at: (progress.elapsed - track.start) / timing.duration)
    }

    /// Whether `track`'s way has reached its end.
    ///
    /// - Complexity: O(1).
    private func isFinished(_ track: Track) -> Bool {
        let duration = track.timing?.duration ?? progress.duration
        return progress.elapsed - track.start >= duration - AnimationProgress.timeSlack
    }

    /// Whether leaving track `index` has reached its end (its cell can go).
    ///
    /// - Complexity: O(1).
    func isFinished(leaving index: Int) -> Bool { isFinished(leaving[index]) }

    /// Swaps leaving tracks `i` and `j` (the list orders its leaving cells as their tracks).
    ///
    /// - Complexity: O(1).
    mutating func swapLeaving(_ i: Int, _ j: Int) { leaving.swapAt(i, j) }

    /// Drops the leaving tracks from `count` on (those that ended, put last); the numbers of
    /// the rest stay.
    ///
    /// - Complexity: O(tracks dropped); no allocation.
    mutating func truncateLeaving(to count: Int) { leaving.removeLast(leaving.count - count) }

    /// Where item `item` is drawn now, or nil when it does not animate (it is where the layout
    /// puts it).
    ///
    /// - Complexity: O(log k) for k tracks.
    func presentation(ofItem item: Int) -> Presentation? {
        Self.index(of: item, in: tracks).map { presentation(of: tracks[$0]) }
    }

    /// Where the section view of `key` (section × ``sectionKinds`` + kind) is drawn now, or nil.
    ///
    /// - Complexity: O(log s) for s section tracks.
    func presentation(ofSectionKey key: Int) -> Presentation? {
        Self.index(of: key, in: sectionTracks).map { presentation(of: sectionTracks[$0]) }
    }

    /// The index of the section track of `key`, if any.
    ///
    /// - Complexity: O(log s) for s section tracks.
    func sectionTrackIndex(ofKey key: Int) -> Int? { Self.index(of: key, in: sectionTracks) }

    /// The index of the track of `item` in `tracks` (sorted by item), by binary search.
    private static func index(of item: Int, in tracks: [Track]) -> Int? {
        var low = 0
        var high = tracks.count
        while low < high {
            let mid = (low + high) / 2
            if tracks[mid].item < item { low = mid + 1 } else { high = mid }
        }
        return low < tracks.count && tracks[low].item == item ? low : nil
    }
}

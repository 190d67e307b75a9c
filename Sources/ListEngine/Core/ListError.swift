/// Everything a caller or a data source can get wrong, each with a message that says what.
///
/// Operations that take input from the caller throw it, and leave the engine's state exactly as
/// it was. Problems found inside a layout pass, which cannot throw (data source callbacks that
/// return bad values, a custom layout's answers that cannot be used, a mutating call from one of
/// its callbacks, more visible rows than a pass configures), are handled in a defined way and
/// reported as diagnostics: see ``ListView/diagnosticHandler``.
public enum ListError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A height that is negative, NaN, infinite or above ``ListView/maximumHeight``. `indexPath`
    /// is nil for a non-row height.
    case invalidHeight(Double, at: ListIndexPath?)
    /// A section number outside `0..<sectionCount`.
    case sectionOutOfRange(Int, sectionCount: Int)
    /// A row outside its section's rows (or a section outside the list's sections).
    case indexPathOutOfRange(ListIndexPath, rowsInSection: Int)
    /// `dequeueReusableCell` with an identifier that no `register` call named.
    case unregisteredReuseIdentifier(String)
    /// The data source returned a negative count.
    case negativeCount(Int, section: Int?)
    /// The data source's counts differ from the engine's without a reload in between.
    /// `section` is nil when the number of sections changed.
    case countsChangedWithoutReload(section: Int?, expected: Int, found: Int)
    /// A grouped or inset-grouped section with no rows: every group holds at least one row.
    case emptyGroup(section: Int)
    /// A plain list with a section index whose rows show accessories at their trailing edge
    /// (``ListCell/hasTrailingAccessory``), the first such row named: the index strip covers
    /// them and is hard to use beside them (the guidelines). Reported as a diagnostic, once a
    /// reload.
    case indexBesideTrailingAccessories(ListIndexPath)
    /// A viewport size that is negative, NaN or infinite.
    case invalidViewportSize(Size)
    /// A content offset that is NaN or infinite.
    case invalidContentOffset(Point)
    /// Content insets that are NaN or infinite.
    case invalidContentInsets(EdgeInsets)
    /// A row height was set on a list whose rows all have one fixed height.
    case rowHeightIsFixed
    /// The section index is only offered in the plain style: thrown when a grouped list is
    /// asked to scroll to an index title, and reported as a diagnostic (the titles refused)
    /// when a grouped list's data source offers some — grouped tables have no index.
    case sectionIndexUnavailable(TableStyle)
    /// A section index title position outside the titles the data source returned.
    case sectionIndexOutOfRange(Int, titleCount: Int)
    /// The data source's cell provider threw; the row shows an empty placeholder cell.
    case cellProviderFailed(ListIndexPath, message: String)
    /// Range tuning with a negative, NaN or infinite number of screenfuls.
    case invalidRangeTuning(String)
    /// A prefetch policy whose leading cap is negative, NaN or infinite, or whose rows named a
    /// pass are fewer than one.
    case invalidPrefetchPolicy(PrefetchPolicy)
    /// A grid or flow configuration with a spacing, inset or size that is negative, NaN or too
    /// large, or a column count out of range; says which.
    case invalidLayout(String)
    /// A frame interval that is not a positive, finite number of seconds.
    case invalidFrameInterval(Double)
    /// A highlight duration that is not a finite number of seconds ≥ 0.
    case invalidFlashDuration(Double)
    /// Update animation settings with a duration or speed that is not a positive, finite
    /// number; says which.
    case invalidUpdateAnimation(String)
    /// An auto-scroll edge zone or speed that is not a finite number ≥ 0.
    case invalidAutoScroll(edgeZone: Double, maximumSpeed: Double)
    /// An end-anchor threshold that is not a finite number of points ≥ 0.
    case invalidEndAnchorThreshold(Double)
    /// A paging configuration that cannot work (``PagingConfiguration``); says what is wrong.
    case invalidPagingConfiguration(String)
    /// A page's load threw, or returned another number of items than the page has rows; its
    /// rows stay placeholders until ``ListPager/retryFailedPages()``. Reported once a failure.
    case pageLoadFailed(page: Int, rows: Range<Int>, message: String)
    /// The row's page is not loaded: a placeholder cannot be selected or edited.
    case rowNotLoaded(ListIndexPath)
    /// A batch update whose positions or counts do not add up; the list is unchanged.
    case invalidBatchUpdate(BatchUpdateError)
    /// A loading progress outside 0…1.
    case invalidProgress(Double)
    /// Loading progress reported while no load is under way.
    case notLoading
    /// Identifiers that occur more than once where each must be unique (items of a snapshot or
    /// of a diffed collection, or a snapshot's sections): up to five of them, and how many
    /// distinct identifiers are duplicated in all.
    case duplicateIdentifiers([String], count: Int)
    /// A snapshot operation named a section or item identifier that the snapshot does not hold.
    case unknownIdentifier(String)
    /// A place to restore names an item the data source's snapshot no longer holds (removed
    /// since the place was saved); the list is unchanged.
    case placeItemNotFound(String)
    /// A call that would change the list (the first name) made from a callback of an operation
    /// still under way (the second): refused; the list is as that operation leaves it.
    case reentrantCall(String, during: String)
    /// More rows intersect the viewport than a pass configures (``ListView/maximumConfiguredCells``):
    /// the first `limit` of the `visible` rows got cells. Reported as a diagnostic by the first
    /// pass that finds too many after the list loads (``ListView/reloadData()``, or a change of
    /// layout or row height); the passes after it configure as few, silently, until the next.
    case tooManyVisibleRows(Int, limit: Int)
    /// An editing request (a commit, a swipe action, an interactive move) that names rows the
    /// data source does not let edit or move, or that does not fit the editing state; the list
    /// is unchanged.
    case invalidEditing(EditingError)
    /// A custom layout (``CustomCollectionLayout``) gave an answer the list cannot use as
    /// given — items or sections that do not exist, a frame or content height that is not
    /// finite and ≥ 0 — saying what it answered; the list used the answer made usable (see
    /// ``CollectionLayoutGeometry``). Reported as a diagnostic, at most once for each kind of
    /// answer while one preparation of the layout lasts.
    case invalidLayoutAnswer(LayoutAnswerError)
    /// A batch update (or snapshot) deleted the row an animated scroll was going to (named as
    /// before the batch): the animation stopped where it was (see
    /// ``ListView/scrollToRow(at:position:animated:)``). Reported as a diagnostic.
    case scrollTargetDeleted(ListIndexPath)
    /// A sheet's column width that is negative, NaN, infinite or above
    /// ``ListView/maximumHeight`` (widths are stored as heights are, as `Float32`). `column` is
    /// the column it was given for (as numbered after a batch, for an insertion), nil for a
    /// width given for every column.
    case invalidColumnWidth(Double, column: Int?)
    /// A column outside a sheet's `0..<columnCount`.
    case columnOutOfRange(Int, columnCount: Int)

    public var description: String {
        switch self {
        case let .invalidHeight(value, indexPath?):
            return "invalid height \(value) for row \(indexPath): heights must be finite, ≥ 0 and ≤ \(Int(ListView.maximumHeight))"
        case let .invalidHeight(value, nil):
            return "invalid height \(value): heights must be finite, ≥ 0 and ≤ \(Int(ListView.maximumHeight))"
        case let .sectionOutOfRange(section, count):
            return "section \(section) is out of range: the list has \(count) section(s)"
        case let .indexPathOutOfRange(path, rows):
            return "index path \(path) is out of range: section \(path.section) has \(rows) row(s)"
        case let .unregisteredReuseIdentifier(identifier):
            return "no cell is registered for reuse identifier \"\(identifier)\": call register(_:forCellReuseIdentifier:) first"
        case let .negativeCount(count, section?):
            return "the data source returned \(count) rows for section \(section): counts must be ≥ 0"
        case let .negativeCount(count, nil):
            return "the data source returned \(count) sections: counts must be ≥ 0"
        case let .countsChangedWithoutReload(section?, expected, found):
            return "section \(section) had \(expected) row(s) and now has \(found) without a reload or batch update"
        case let .countsChangedWithoutReload(nil, expected, found):
            return "the list had \(expected) section(s) and now has \(found) without a reload or batch update"
        case let .emptyGroup(section):
            return "section \(section) has no rows: in a grouped style every group holds at least one row"
        case let .indexBesideTrailingAccessories(path):
            return "row \(path) shows a trailing accessory beside the section index: the index covers it and is hard to use; drop the index or the accessories"
        case let .invalidViewportSize(size):
            return "invalid viewport size \(size.width)×\(size.height): width and height must be ≥ 0 and ≤ 2^53"
        case let .invalidContentOffset(point):
            return "invalid content offset (\(point.x), \(point.y)): each coordinate must lie within ±2^53"
        case let .invalidContentInsets(insets):
            return "invalid content insets \(insets): each must lie within ±2^53"
        case .rowHeightIsFixed:
            return "the list's rows have one fixed height: set rowHeight to .perRow or .selfSizing to change one row"
        case let .sectionIndexUnavailable(style):
            return "the section index is offered only in the plain style, not \(style)"
        case let .sectionIndexOutOfRange(index, count):
            return "section index title \(index) is out of range: the data source gave \(count) title(s)"
        case let .cellProviderFailed(path, message):
            return "the cell provider failed for row \(path): \(message)"
        case let .invalidRangeTuning(what):
            return "invalid range tuning: \(what) must be finite and ≥ 0"
        case let .invalidPrefetchPolicy(policy):
            return "invalid prefetch policy: the leading side's cap (\(policy.maximumLeadingScreens) screens) must be finite and ≥ 0, the rows named a pass (\(policy.minimumRowsNamedPerPass)) at least 1"
        case let .invalidLayout(what):
            return "invalid layout: \(what)"
        case let .invalidFrameInterval(seconds):
            return "invalid frame interval \(seconds) s: it must be a positive, finite number of seconds"
        case let .invalidFlashDuration(seconds):
            return "invalid flash duration \(seconds) s: it must be a finite number of seconds ≥ 0"
        case let .invalidUpdateAnimation(problem):
            return "invalid update animation: \(problem)"
        case let .invalidAutoScroll(edgeZone, maximumSpeed):
            return "invalid auto-scroll: an edge zone of \(edgeZone) pt and a speed of \(maximumSpeed) pt/s must be finite numbers ≥ 0"
        case let .invalidPagingConfiguration(problem):
            return "invalid paging configuration: \(problem)"
        case let .pageLoadFailed(page, rows, message):
            return "page \(page) (rows \(rows.lowerBound)–\(rows.upperBound - 1)) failed to load: \(message); its rows stay placeholders until retryFailedPages()"
        case let .rowNotLoaded(indexPath):
            return "row \(indexPath.row) of section \(indexPath.section) is not loaded yet: a placeholder cannot be selected or edited"
        case let .invalidEndAnchorThreshold(points):
            return "invalid end-anchor threshold \(points) pt: it must be a finite number of points ≥ 0"
        case let .invalidBatchUpdate(problem):
            return "invalid batch update: \(problem)"
        case let .invalidProgress(progress):
            return "invalid loading progress \(progress): it must be between 0 and 1"
        case .notLoading:
            return "no load is under way: call beginLoading(keepingRows:) first"
        case let .duplicateIdentifiers(names, count):
            let more = count > names.count ? "…" : ""
            return "\(count) duplicate item identifier(s) in the snapshot: \(names.joined(separator: ", "))\(more)"
        case let .unknownIdentifier(name):
            return "unknown identifier \(name): the snapshot holds no section or item with it"
        case let .placeItemNotFound(name):
            return "the place's item \(name) is not in the snapshot: it was removed since the place was saved; restore another place or start at the top"
        case let .reentrantCall(call, running):
            return "\(call) was called from a callback of \(running), which is still under way: calls that change the list are refused until it returns"
        case let .tooManyVisibleRows(visible, limit):
            return "\(visible) rows intersect the viewport: a pass configures at most \(limit) cells, so only the first \(limit) rows are shown"
        case let .invalidEditing(problem):
            return "invalid editing request: \(problem)"
        case let .invalidLayoutAnswer(problem):
            return "invalid answer from the custom layout: \(problem)"
        case let .scrollTargetDeleted(path):
            return "row \(path), which an animated scroll was going to, was deleted by a batch update: the scroll stopped where it was"
        case let .invalidColumnWidth(value, column?):
            return "invalid width \(value) for column \(column): widths must be finite, ≥ 0 and ≤ \(Int(ListView.maximumHeight))"
        case let .invalidColumnWidth(value, nil):
            return "invalid column width \(value): widths must be finite, ≥ 0 and ≤ \(Int(ListView.maximumHeight))"
        case let .columnOutOfRange(column, count):
            return "column \(column) is out of range: the sheet has \(count) column(s)"
        }
    }
}

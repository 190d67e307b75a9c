/// The list as its frame pass's host: its state and the features' hosts answer as they are; the
/// data source and delegate are asked, and the window displays and recycles, in the list's name.
extension ListView: FrameHost {
    @inline(__always)
    func changeViewport<Result>(_ change: (inout Viewport) -> Result) -> Result { change(&viewport) }

    func dataSourceCell(at indexPath: ListIndexPath, callees: Callees) throws -> ListCell? {
        try callees.dataSource?.listView(self, cellForRowAt: indexPath)
    }

    func delegateRowHeight(at indexPath: ListIndexPath, callees: Callees) -> Double? {
        callees.delegate?.rowHeight(in: self, at: indexPath)
    }

    func dataSourceSectionCount(callees: Callees) -> Int? { callees.dataSource?.numberOfSections(in: self) }

    func dataSourceRowCount(inSection section: Int, callees: Callees) -> Int {
        callees.dataSource?.listView(self, numberOfRowsInSection: section) ?? 0
    }

    func markRowsBelowSeen(visible: Range<Int>) { data.unseenRowsBelow.removeRows(before: visible.upperBound) }

    func beginDisplaying(rows visible: Range<Int>, callees: Callees) { window.beginDisplaying(visible, in: self, callees: callees) }

    func endDisplaying(outside visible: Range<Int>, callees: Callees) { window.endDisplaying(outside: visible, in: self, callees: callees) }

    func endAllCells(callees: Callees) { window.endAll(in: self, callees: callees) }

    func turnSheetCellsOver() { sheet.turnOver(in: self) }

    func release(_ cell: ListCell, row g: Int, pins: FocusPins) { window.release(cell, row: g, pins: pins, in: self) }

    func recycleAllCells(pins: FocusPins) { window.recycleAll(in: self, pins: pins) }

    func movePrefetchWindow(visible: Range<Int>, dataSource: (any ListPrefetchDataSource)?) {
        prefetch.update(prefetch: viewport.ranges.prefetch, visible: visible, forward: viewport.direction == .forward, in: self,
                        dataSource: dataSource) { activeLayout.geometry.indexPath(ofRow: $0) }
    }
}

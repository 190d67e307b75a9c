import ListEngine

/// A list set up as the tests need it: created in `style` with `layout` and `rowHeight`, each
/// of `cells` registered for its reuse identifier, `source` its data source — and its delegate
/// too when it is one and `asDelegate` — sized to `viewport`, loaded unless `loads` is false
/// and laid out once if `laysOut`. The list holds `source` weakly, as UIKit does: the caller
/// keeps it.
package func makeList(over source: any ListDataSource, cells: [(identifier: String, type: ListCell.Type)],
                      style: TableStyle = .plain, layout: ListLayout = .table, rowHeight: RowHeight = .perRow,
                      viewport: Size = Size(width: 320, height: 480), asDelegate: Bool = true,
                      loads: Bool = true, laysOut: Bool = false) throws -> ListView {
    let list = ListView(style: style, layout: layout, rowHeight: rowHeight)
    for cell in cells { list.register(cell.type, forCellReuseIdentifier: cell.identifier) }
    list.dataSource = source
    if asDelegate, let delegate = source as? any ListDelegate { list.delegate = delegate }
    try list.setViewportSize(viewport)
    if loads { try list.reloadData() }
    if laysOut { list.layout() }
    return list
}

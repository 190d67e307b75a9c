import ListEngine

/// A list set up as the tests need it: created in `style` with `layout` and `rowHeight`, each
/// of `cells` registered for its reuse identifier, `source` its data source — its delegate
/// `delegate` if one is given, else `source` itself when it is one and `asDelegate` — sized to
/// `viewport`, anchored to its end if `anchorsToEnd`, loaded unless `loads` is false and laid
/// out once if `laysOut`. The list holds `source` and `delegate` weakly, as UIKit does: the
/// caller keeps them.
package func makeList(over source: any ListDataSource, cells: [(identifier: String, type: ListCell.Type)],
                      delegate: (any ListDelegate)? = nil,
                      style: TableStyle = .plain, layout: ListLayout = .table, rowHeight: RowHeight = .perRow,
                      viewport: Size = Size(width: 320, height: 480), asDelegate: Bool = true,
                      anchorsToEnd: Bool = false, loads: Bool = true, laysOut: Bool = false) throws -> ListView {
    let list = ListView(style: style, layout: layout, rowHeight: rowHeight)
    for cell in cells { list.register(cell.type, forCellReuseIdentifier: cell.identifier) }
    list.dataSource = source
    if let delegate {
        list.delegate = delegate
    } else if asDelegate, let delegate = source as? any ListDelegate {
        list.delegate = delegate
    }
    try list.setViewportSize(viewport)
    if anchorsToEnd { list.anchorsToEnd = true }
    if loads { try list.reloadData() }
    if laysOut { list.layout() }
    return list
}

/// The objects a list calls out to — its data source, delegate and prefetch data source — held
/// as UIKit holds them: without keeping them alive, reading `nil` once they deinitialize. An
/// operation loads the first two once (``Callees``).
///
/// Each is an `unowned` reference, loaded only once its ``ObjectAddress`` says the object is
/// alive, so the objects need no side table (which `weak` would give them) and their reference
/// counting stays on the runtime's fast path: a load costs one atomic increment, as a strong
/// reference's copy does. (Should another thread release an object's last strong reference in
/// the instant between the test and the load, the runtime stops the program with its unowned
/// reference message; it never calls a deinitialized object.) A value inside the list, so that
/// loading its references needs no reference to anything else.
struct Collaborators {
    private unowned var dataSourceObject: (any ListDataSource)?
    private var dataSourceAddress = ObjectAddress(of: nil)
    private unowned var delegateObject: (any ListDelegate)?
    private var delegateAddress = ObjectAddress(of: nil)
    private unowned var prefetchDataSourceObject: (any ListPrefetchDataSource)?
    private var prefetchDataSourceAddress = ObjectAddress(of: nil)
    private unowned var sheetDataSourceObject: (any ListSheetDataSource)?
    private var sheetDataSourceAddress = ObjectAddress(of: nil)

    /// What the list shows (``ListView/dataSource``).
    var dataSource: (any ListDataSource)? {
        get { dataSourceAddress.holdsLiveObject ? dataSourceObject : nil }
        set {
            dataSourceObject = newValue
            dataSourceAddress = ObjectAddress(of: newValue)
        }
    }

    /// How the list measures rows and what it tells about display (``ListView/delegate``).
    var delegate: (any ListDelegate)? {
        get { delegateAddress.holdsLiveObject ? delegateObject : nil }
        set {
            delegateObject = newValue
            delegateAddress = ObjectAddress(of: newValue)
        }
    }

    /// Told which rows enter and leave the prefetch window (``ListView/prefetchDataSource``).
    var prefetchDataSource: (any ListPrefetchDataSource)? {
        get { prefetchDataSourceAddress.holdsLiveObject ? prefetchDataSourceObject : nil }
        set {
            prefetchDataSourceObject = newValue
            prefetchDataSourceAddress = ObjectAddress(of: newValue)
        }
    }

    /// A sheet's columns and cells (``ListView/sheetDataSource``).
    var sheetDataSource: (any ListSheetDataSource)? {
        get { sheetDataSourceAddress.holdsLiveObject ? sheetDataSourceObject : nil }
        set {
            sheetDataSourceObject = newValue
            sheetDataSourceAddress = ObjectAddress(of: newValue)
        }
    }
}

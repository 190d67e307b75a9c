/// The objects a list calls out to — its data source, delegate and prefetch data source — held
/// weakly, as UIKit holds them. An operation loads the first two once (``Callees``).
final class Collaborators {
    /// What the list shows (``ListView/dataSource``).
    weak var dataSource: (any ListDataSource)?
    /// How the list measures rows and what it tells about display (``ListView/delegate``).
    weak var delegate: (any ListDelegate)?
    /// Told which rows enter and leave the prefetch window (``ListView/prefetchDataSource``).
    weak var prefetchDataSource: (any ListPrefetchDataSource)?
}

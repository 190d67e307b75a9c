import ListEngine

/// A built-in data set: a million contacts (or as many as asked) in sections A to Z, named
/// from a fixed list of given names and family names, each with a phone number — computed
/// from the row's number, so nothing is stored per contact. Sections are sized as family
/// names fall in an English-speaking address book (many under S, few under X), none empty;
/// fewer than 26 contacts fill the first letters only.
///
/// It is the list's data source and delegate, as an app's would be, on the public API only.
public final class ContactsDemo: ListDataSource, ListDelegate {
    /// The reuse identifier of every row's cell.
    public static let cellIdentifier = "contact"

    /// How each row shows its contact.
    public let cellStyle: ListContentConfiguration.Style
    /// The accessory each row shows.
    public let accessory: ListContentConfiguration.Accessory
    /// The contacts before each section, and after the last (`count + 1` entries).
    private let starts: [Int]
    private let measurer: FontTextMeasurer
    /// The rows selected so far (by the person), the last first.
    public private(set) var selections: [ListIndexPath] = []
    /// Per section, the contacts deleted (their places in the section as generated), in order:
    /// a deletion costs a few integers, not a copy of the section.
    private var deleted: [[Int]]
    /// The contacts flagged by their swipe action.
    public private(set) var flagged: Set<Int> = []

    private static let letters = (UnicodeScalar("A").value...UnicodeScalar("Z").value).map { String(UnicodeScalar($0)!) }
    /// The share of family names under each letter, per mille (a–z).
    private static let weights = [60, 95, 75, 50, 20, 40, 55, 75, 5, 20, 40, 50, 95, 20, 15, 50, 3, 50, 110, 40, 5, 15, 55, 1, 5, 6]
    private static let givenNames = ["Ada", "Ben", "Chloé", "Dmitri", "Elena", "Farah", "Gustav", "Hana", "Ivan", "Jia",
                                     "Kwame", "Lena", "Mateo", "Noor", "Olivia", "Pavel", "Quinn", "Rosa", "Sven", "Tomás",
                                     "Uma", "Viktor", "Wen", "Ximena", "Yusuf", "Zoë"]
    private static let familyStems = ["son", "ley", "ford", "man", "ton", "ridge", "wood", "berg", "well", "stein"]

    /// `count` contacts shown as `cellStyle` rows with `accessory`, measured with `measurer`.
    ///
    /// - Complexity: O(1) (26 sections).
    public init(count: Int = 1_000_000, cellStyle: ListContentConfiguration.Style = .subtitle,
                accessory: ListContentConfiguration.Accessory = .disclosureIndicator, measurer: FontTextMeasurer) {
        self.cellStyle = cellStyle
        self.accessory = accessory
        self.measurer = measurer
        let total = Swift.max(0, count)
        // A row for each letter first (a grouped list's sections may not be empty), as far as
        // the rows go; the rest shared by the weights, the last letter taking what rounding left.
        let letters = Swift.min(total, Self.weights.count)
        let rest = total - letters
        let sum = Self.weights.prefix(letters).reduce(0, +)
        var starts = [0]
        for (index, weight) in Self.weights.prefix(letters).enumerated() {
            let end = index == letters - 1 ? total : starts[index] + 1 + rest * weight / Swift.max(1, sum)
            starts.append(end)
        }
        self.starts = starts
        deleted = Array(repeating: [], count: starts.count - 1)
    }

    /// The number of contacts, deleted ones left out.
    public var count: Int { (starts.last ?? 0) - deleted.reduce(0) { $0 + $1.count } }

    /// The contact shown at `indexPath`: its number as generated, the deleted ones skipped.
    ///
    /// - Complexity: O(contacts deleted in the section).
    public func contact(at indexPath: ListIndexPath) -> Int {
        var place = indexPath.row
        for gone in deleted[indexPath.section] {
            guard gone <= place else { break }
            place += 1
        }
        return starts[indexPath.section] + place
    }

    /// Deletes the contact at `indexPath` from the data (the caller deletes the row from the list).
    ///
    /// - Complexity: O(contacts deleted in the section).
    public func deleteContact(at indexPath: ListIndexPath) {
        let place = contact(at: indexPath) - starts[indexPath.section]
        let index = deleted[indexPath.section].firstIndex { $0 > place } ?? deleted[indexPath.section].count
        deleted[indexPath.section].insert(place, at: index)
    }

    /// Registers the cell class and becomes `list`'s data source and delegate.
    ///
    /// - Complexity: O(1).
    public func attach(to list: ListView) {
        list.register(ListContentCell<FontTextMeasurer>.self, forCellReuseIdentifier: Self.cellIdentifier)
        list.dataSource = self
        list.delegate = self
    }

    /// The name of contact `n` (0-based, in order): family names sorted within the letter.
    ///
    /// - Complexity: O(1).
    public func name(ofContact n: Int, inSection section: Int) -> String {
        let within = n - starts[section]
        let size = Swift.max(1, starts[section + 1] - starts[section])
        // Family names step through the letter's stems in order as the rows go down.
        let stem = Self.familyStems[Swift.min(Self.familyStems.count - 1, within * Self.familyStems.count / size)]
        let family = Self.letters[section] + ["a", "e", "i", "o", "u"][within % 5] + stem
        return Self.givenNames[(n / 5) % Self.givenNames.count] + " " + family
    }

    /// Contact `n`'s phone number.
    ///
    /// - Complexity: O(1).
    public func phone(ofContact n: Int) -> String {
        let digits = String(1_000_000 + (n &* 7_919) % 9_000_000)
        return "+1 555 " + digits.prefix(3) + " " + digits.suffix(4)
    }

    /// The configuration of the row at `indexPath`.
    ///
    /// - Complexity: O(1).
    public func contentConfiguration(at indexPath: ListIndexPath) -> ListContentConfiguration {
        let n = contact(at: indexPath)
        var content = ListContentConfiguration(style: cellStyle, text: name(ofContact: n, inSection: indexPath.section),
                                               secondaryText: cellStyle == .default ? "" : phone(ofContact: n), metrics: .standard)
        content.accessory = flagged.contains(n) ? .checkmark : accessory
        return content
    }

    // MARK: ListDataSource

    public func numberOfSections(in listView: ListView) -> Int { starts.count - 1 }

    public func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
        starts[section + 1] - starts[section] - deleted[section].count
    }

    public func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
        try listView.dequeueContentCell(withIdentifier: Self.cellIdentifier, for: indexPath, measurer: measurer,
                                        configuration: contentConfiguration(at: indexPath))
    }

    public func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { Self.letters[section] }

    public func sectionIndexTitles(for listView: ListView) -> [String]? { listView.style == .plain ? Self.letters : nil }

    /// A deletion confirmed in editing mode (the delete control, then Delete).
    public func listView(_ listView: ListView, commit editingStyle: ListCell.EditingStyle, forRowAt indexPath: ListIndexPath) {
        if editingStyle == .delete { deleteContact(at: indexPath) }
    }

    // MARK: ListDelegate

    public func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) {
        selections.insert(indexPath, at: 0)
    }

    /// A drag to the left reveals Flag and Delete, as Mail's rows do; a full swipe deletes.
    public func listView(_ listView: ListView, trailingSwipeActionsConfigurationForRowAt indexPath: ListIndexPath) -> ListSwipeActionsConfiguration? {
        let delete = ListContextualAction(style: .destructive, title: "Delete") { [weak self] _, indexPath, completion in
            self?.deleteContact(at: indexPath)
            completion(true)
        }
        // The list keeps its actions while they show: a handler holding the list strongly
        // would keep it alive for good.
        let flag = ListContextualAction(style: .normal, title: "Flag") { [weak self, weak listView] _, indexPath, completion in
            guard let self else { return completion(false) }
            let n = contact(at: indexPath)
            if flagged.remove(n) == nil { flagged.insert(n) }
            try? listView?.reloadRows(at: [indexPath])
            completion(true)
        }
        return ListSwipeActionsConfiguration(actions: [delete, flag])
    }
}

import ArgumentParser
import ListEngine
import ListTerminal

extension TableStyle: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument {
        case "plain": self = .plain
        case "grouped": self = .grouped
        case "inset-grouped", "insetGrouped": self = .insetGrouped
        default: return nil
        }
    }
}

extension ListAppearance.Layout: ExpressibleByArgument {}
extension Sectioning: ExpressibleByArgument {}
extension RecordReader.Format: ExpressibleByArgument {}

/// The values of listterm's options that name engine values.
extension ListTermCommand {
    /// The cell styles by their command-line names.
    enum CellStyleValue: String, CaseIterable, ExpressibleByArgument {
        case `default`, subtitle, value1, value2

        var style: ListContentConfiguration.Style {
            switch self {
            case .default: .default
            case .subtitle: .subtitle
            case .value1: .value1
            case .value2: .value2
            }
        }
    }

    /// The accessories by their command-line names.
    enum AccessoryValue: String, CaseIterable, ExpressibleByArgument {
        case none, disclosure, detail, detailDisclosure = "detail-disclosure", checkmark, `switch`

        var accessory: ListContentConfiguration.Accessory {
            switch self {
            case .none: .none
            case .disclosure: .disclosureIndicator
            case .detail: .detailButton
            case .detailDisclosure: .detailDisclosureButton
            case .checkmark: .checkmark
            case .switch: .switch(isOn: true)
            }
        }
    }

    /// Where truncation cuts, by name.
    enum TruncationValue: String, CaseIterable, ExpressibleByArgument {
        case head, middle, tail

        var truncation: TextTruncation {
            switch self {
            case .head: .head
            case .middle: .middle
            case .tail: .tail
            }
        }
    }
}

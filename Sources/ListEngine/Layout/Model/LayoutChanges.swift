/// The changes and sizing questions ``ActiveLayout`` hands its layout model through
/// ``ActiveLayout/visit(_:)``, one small value each, taking what they need of the list (the
/// layout's settings, the delegate's sizes) along.
enum LayoutChanges {
    /// Gives item `item` a size, measured or not.
    struct SetSize: PlainLayoutVisit {
        let size: Size
        let item: Int
        let measured: Bool
        func visit<Model: LayoutModel>(_ model: inout Model) { model.setSize(size, ofItem: item, measured: measured) }
    }

    /// Places the items again from the start (a masonry's columns).
    struct Rebalance: PlainLayoutVisit {
        func visit<Model: LayoutModel>(_ model: inout Model) { model.rebalance() }
    }

    /// Lays out what `request` needs; whether anything was laid out.
    struct LayOut<Sizes: ItemSizes>: PlainLayoutVisit {
        let request: LayOutRequest
        unowned(unsafe) let layout: ActiveLayout
        let sizes: Sizes
        func visit<Model: LayoutModel>(_ model: inout Model) -> Bool { model.layOut(request, in: layout, sizes: sizes) }
    }

    /// Item `item`'s size before it is configured.
    struct InitialSize<Sizes: ItemSizes>: PlainLayoutVisit {
        let item: Int
        unowned(unsafe) let layout: ActiveLayout
        let sizes: Sizes
        func visit<Model: LayoutModel>(_ model: inout Model) -> Size { model.initialSize(ofItem: item, in: layout, sizes: sizes) }
    }

    /// The size item `item` measures in `cell`, unchecked; nil where items are not measured so.
    struct MeasuredSize<Sizes: ItemSizes>: PlainLayoutVisit {
        let cell: ListCell
        let item: Int
        let indexPath: ListIndexPath
        let contentWidth: Double
        let sizes: Sizes
        func visit<Model: LayoutModel>(_ model: inout Model) -> Size? {
            model.measuredSize(of: cell, item: item, at: indexPath, contentWidth: contentWidth, sizes: sizes)
        }
    }

    /// What the layout needs for `plan`, built before anything changes.
    struct PrepareBatch<Sizes: ItemSizes>: PlainLayoutVisit {
        let plan: BatchUpdatePlan
        let headers: [Double]
        let width: Double
        unowned(unsafe) let layout: ActiveLayout
        let sizes: Sizes
        func visit<Model: LayoutModel>(_ model: inout Model) -> Result<ActiveLayout.BatchPreparation, ListError> {
            do throws(ListError) {
                return .success(try model.prepareBatch(plan, headers: headers, width: width, in: layout, sizes: sizes))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Lays the items out again at `width`.
    struct Relayout<Sizes: ItemSizes>: PlainLayoutVisit {
        let width: Double
        unowned(unsafe) let layout: ActiveLayout
        let sizes: Sizes
        func visit<Model: LayoutModel>(_ model: inout Model) { model.relayout(forWidth: width, in: layout, sizes: sizes) }
    }

    /// Takes the new sizes of `items` where the layout reads sizes only as it is prepared.
    struct TakeReloadedSizes<Sizes: ItemSizes>: PlainLayoutVisit {
        let items: [Int]
        let width: Double
        unowned(unsafe) let layout: ActiveLayout
        let sizes: Sizes
        func visit<Model: LayoutModel>(_ model: inout Model) -> Bool {
            model.takeReloadedSizes(of: items, width: width, in: layout, sizes: sizes)
        }
    }
}

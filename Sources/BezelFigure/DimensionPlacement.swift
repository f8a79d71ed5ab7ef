import BezelDrawing
import BezelGeometry
import BezelLayout

/// The size of a dimension's label, as composition sees it: the value (12 pt semibold) over its
/// name (9.5 pt), each as wide as `text` measures it, together 24 pt tall (Inter's line heights,
/// 14.5 and 11.5, less the 2 pt the name is pulled up by).
enum DimensionLabel {
    static let valueFont = Font(size: 12, weight: .semibold)
    static let nameFont = Font(size: 9.5)
    static let height = 24.0
    /// Clearance kept between two labels, and between a label and the line it is for.
    static let gap = 4.0

    static func width(value: String, name: String, text: any TextMeasuring) -> Double {
        max(text.exactWidth(of: value, font: valueFont), text.exactWidth(of: name, font: nameFont))
    }
}

/// Horizontal dimensions above the device, in lanes: a dimension goes to the lowest lane where
/// neither its line (with the arrows outside a short one) nor its label, centred over the line,
/// comes near another's. Lane 0 is nearest the device.
enum DimensionLanes {
    /// From one lane's line to the next: a label and its clearance.
    static let pitch = DimensionLabel.height + 2 * DimensionLabel.gap + 4
    /// How far a short dimension's arrows reach outside it.
    static let arrowReach = 10.0
    /// Dimensions shorter than this have their arrows outside, pointing in.
    static let shortLength = 14.0

    /// The lane of each measure (in the order given) and how many lanes there are.
    static func assign(_ measures: [HorizontalMeasure], text: any TextMeasuring) -> (lanes: [Int], count: Int) {
        var occupied: [[ClosedRange<Double>]] = []
        var lanes: [Int] = []
        for measure in measures {
            let span = occupiedSpan(measure, text: text)
            let lane = occupied.firstIndex { ranges in !ranges.contains { $0.overlaps(span) } } ?? occupied.count
            if lane == occupied.count { occupied.append([]) }
            occupied[lane].append(span)
            lanes.append(lane)
        }
        return (lanes, occupied.count)
    }

    /// What a measure takes of its lane, in window x, with the clearance on both sides.
    static func occupiedSpan(_ measure: HorizontalMeasure, text: any TextMeasuring) -> ClosedRange<Double> {
        let width = DimensionLabel.width(value: formatCompact(measure.x1 - measure.x0), name: measure.name, text: text)
        let middle = (measure.x0 + measure.x1) / 2
        let reach = measure.x1 - measure.x0 < shortLength ? arrowReach : 0
        let low = min(measure.x0 - reach, middle - width / 2) - DimensionLabel.gap
        let high = max(measure.x1 + reach, middle + width / 2) + DimensionLabel.gap
        return low...high
    }

    /// The band the lanes take above the device's body, the offset to the first lane included.
    static func bandHeight(lanes: Int) -> Double {
        lanes == 0 ? 0 : DeviceDiagramMetrics.dimensionOffset + Double(lanes) * pitch
    }
}

/// Horizontal dimensions for `measures`, their lines in `lanes` above `bodyTop`, extension lines
/// from the top of what each measures up past its line.
func laneDimensions(_ measures: [HorizontalMeasure], lanes: [Int], origin: Point, bodyTop: Double) -> [Dimension] {
    zip(measures, lanes).map { measure, lane in
        let y = bodyTop - DeviceDiagramMetrics.dimensionOffset - Double(lane) * DimensionLanes.pitch
        let x0 = origin.x + measure.x0
        let x1 = origin.x + measure.x1
        let feature = origin.y + measure.top
        let extensions = x1 - x0 < 0.001 ? [Segment(Point(x: x0, y: feature), Point(x: x0, y: y - 4))] : [
            Segment(Point(x: x0, y: feature), Point(x: x0, y: y - 4)), Segment(Point(x: x1, y: feature), Point(x: x1, y: y - 4)),
        ]
        var dimension = Dimension(
            role: .measure, from: Point(x: x0, y: y), to: Point(x: x1, y: y), extensionLines: extensions,
            value: formatCompact(measure.x1 - measure.x0), name: measure.name, labelSide: .above)
        dimension.outlines = measure.outlines.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        return dimension
    }
}

/// Moves the labels of the vertical dimensions on each side apart where they would overlap: the
/// labels of a column, top to bottom, are stacked as near their lines' middles as the ones above
/// and below allow (`stackRows`); a moved label gets a leader line back to its line.
func separateColumnLabels(_ dimensions: inout [Dimension]) {
    for side in [Dimension.LabelSide.left, .right] {
        // A column is the dimensions on one side at one x.
        let columns = Dictionary(grouping: dimensions.indices.filter { dimensions[$0].labelSide == side }) { dimensions[$0].from.x }
        for indices in columns.values where indices.count > 1 {
            let order = indices.sorted { middleY(dimensions[$0]) < middleY(dimensions[$1]) }
            let rowHeight = DimensionLabel.height + 1
            let tops = stackRows(order.map { middleY(dimensions[$0]) }, rowHeight: rowHeight, top: -Double.infinity)
            for (index, top) in zip(order, tops) {
                let shift = top + rowHeight / 2 - middleY(dimensions[index])
                if abs(shift) > 0.001 { dimensions[index].labelOffset = Point(x: 0, y: shift) }
            }
        }
    }
}

private func middleY(_ dimension: Dimension) -> Double { (dimension.from.y + dimension.to.y) / 2 }

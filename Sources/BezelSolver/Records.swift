/// The constraints a tableau holds, each in a numbered slot that the constraint itself carries
/// (`Constraint.slot`), as a variable carries its symbol: adding, finding and removing a
/// constraint read a field where a dictionary hashed the object's address (keeping records in a
/// dictionary took a twentieth of building kiwi's enaml-like system).
///
/// A constraint carries one slot. A constraint added to a second tableau while the first still
/// holds it is found through `elsewhere` in the second, so every lookup stays exact however
/// constraints are shared; sharing only costs the hashing this store otherwise saves.
struct Records {
    struct Record {
        var constraint: Constraint
        var marker: Symbol
        var other: Symbol?
        /// Order of addition, for stable reports.
        var sequence: Int
    }

    /// The owner's number (`Tableau.number`), which the slots constraints carry name.
    let owner: UInt64
    private var slots: [Record?] = []
    private var free: [Int32] = []
    /// Constraints this tableau holds whose carried slot belonged to another tableau when added.
    private var elsewhere: [ObjectIdentifier: Int32] = [:]
    var count: Int { slots.count - free.count }

    init(owner: UInt64) { self.owner = owner }

    private func slot(of constraint: Constraint) -> Int32? {
        let carried = constraint.slot
        if carried.tableau == owner { return carried.slot }
        return elsewhere.isEmpty ? nil : elsewhere[ObjectIdentifier(constraint)]
    }

    subscript(constraint: Constraint) -> Record? {
        slot(of: constraint).map { slots[Int($0)] } ?? nil
    }

    func contains(_ constraint: Constraint) -> Bool { slot(of: constraint) != nil }

    /// Adds a record for a constraint this tableau does not hold.
    mutating func insert(_ record: Record) {
        let slot: Int32
        if let reused = free.popLast() {
            slot = reused
            slots[Int(slot)] = record
        } else {
            slot = Int32(slots.count)
            slots.append(record)
        }
        if record.constraint.slot.tableau == 0 {
            record.constraint.slot = (owner, slot)
        } else {
            elsewhere[ObjectIdentifier(record.constraint)] = slot
        }
    }

    /// Removes and returns the constraint's record, nil if this tableau does not hold it.
    mutating func remove(_ constraint: Constraint) -> Record? {
        guard let slot = slot(of: constraint), let record = slots[Int(slot)] else { return nil }
        if constraint.slot.tableau == owner {
            constraint.slot = (0, -1)
        } else {
            elsewhere[ObjectIdentifier(constraint)] = nil
        }
        slots[Int(slot)] = nil
        free.append(slot)
        return record
    }

    /// Every record, in the order the constraints were added.
    var inOrder: [Record] { slots.compactMap { $0 }.sorted { $0.sequence < $1.sequence } }

    /// Frees the slots constraints carry for this tableau, so another tableau can give them
    /// theirs; for a tableau about to be dropped. Lookups stay exact without it, only slower.
    func release() {
        for case let record? in slots where record.constraint.slot.tableau == owner { record.constraint.slot = (0, -1) }
    }
}

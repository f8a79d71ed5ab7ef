/// Where a figure comes from and how sure we are of it. Every number in the catalog carries one,
/// so a diagram can say which of its values are measured facts and which are estimates.

/// Confidence marks, as in the device notes (DEVICES in docs/sources.md, which lists the marks).
public enum Confidence: String, Comparable, Sendable, Codable, CaseIterable {
    /// Two or more independent sources agree (✔✔).
    case confirmed
    /// One source, or several that visibly copy one another (✔).
    case single
    /// Not stated anywhere; inferred from a sourced device of the same screen class (~).
    case inferred
    /// Not found: a named estimate whose basis is written in the note (?).
    case estimate

    public var mark: String {
        switch self {
        case .confirmed: "✔✔"
        case .single: "✔"
        case .inferred: "~"
        case .estimate: "?"
        }
    }

    /// Ordered from most to least certain.
    public static func < (a: Confidence, b: Confidence) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

public struct Provenance: Hashable, Sendable {
    public var confidence: Confidence
    public var sources: [SourceID]
    /// The basis of an inference or estimate, or a conflict between sources.
    public var note: String?

    public init(_ confidence: Confidence, _ sources: [SourceID], note: String? = nil) {
        self.confidence = confidence
        self.sources = sources
        self.note = note
    }

    /// The same provenance, weakened to at most `.inferred`, with the basis appended.
    public func inferred(_ basis: String) -> Provenance {
        Provenance(max(confidence, .inferred), sources, note: [note, basis].compactMap { $0 }.joined(separator: "; "))
    }
}

/// A value with its provenance.
public struct Sourced<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var provenance: Provenance

    public init(_ value: Value, _ provenance: Provenance) {
        self.value = value
        self.provenance = provenance
    }

    public var confidence: Confidence { provenance.confidence }

    public func inferred(_ basis: String) -> Sourced {
        Sourced(value, provenance.inferred(basis))
    }
}

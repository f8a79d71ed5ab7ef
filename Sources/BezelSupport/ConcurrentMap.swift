import Dispatch
import Foundation

/// Maps `items` on all cores and returns the results in input order. If any call throws, the
/// first error by index is rethrown after every call has finished. `progress` gets the number of
/// finished items after each one.
public func concurrentMap<Item: Sendable, Value: Sendable>(
    _ items: [Item], progress: (@Sendable (Int) -> Void)? = nil, _ transform: @Sendable (Item) throws -> Value
) throws -> [Value] {
    let slots = Slots<Value>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
        let result = Result { try transform(items[index]) }
        let finished = slots.store(result, at: index)
        progress?(finished)
    }
    return try slots.values()
}

/// Result slots filled from concurrent workers.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Result<Value, any Error>?]
    private var finished = 0
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// Stores a result and returns how many are stored so far.
    func store(_ result: Result<Value, any Error>, at index: Int) -> Int {
        lock.withLock {
            slots[index] = result
            finished += 1
            return finished
        }
    }

    func values() throws -> [Value] {
        try lock.withLock { slots }.map { try $0!.get() }
    }
}

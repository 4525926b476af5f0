import Synchronization

/// A fixed number of slots, each holding one object that is read without a lock: a slot is filled once, by the
/// first object offered for it, and keeps a strong reference to it until the slots go away. Never emptied or
/// refilled, a slot's object stays valid for as long as the slots do: the guarantee `AtomicLazyReference` gives, for
/// many slots and without its generic `load`.
///
/// The lock-free front of a cache: a caller picks a slot by a cheap hash it already has, checks that the object
/// there is the one it wants, and otherwise asks the cache behind (and offers the answer to an empty slot). The
/// slots hold at most `count` objects beyond what the cache holds.
struct FillOnceSlots<let count: Int, Object: AnyObject & Sendable>: ~Copyable, Sendable {
    /// The address of each slot's object, retained when the slot was filled, or 0.
    private let addresses = InlineArray<count, Atomic<UInt>> { _ in Atomic(0) }

    init() {}

    /// The slot for `hash`.
    func slot(for hash: UInt32) -> Int {
        Int(hash % UInt32(count))
    }

    /// The object in `slot`, or `nil` while it is empty.
    func object(at slot: Int) -> Object? {
        let address = addresses[slot].load(ordering: .acquiring)
        guard address != 0, let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
        // Kept alive by the slot's reference, which lasts as long as the slots do.
        return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// What `body` reads from the object in `slot`, without retaining the object, or `nil` while the slot is empty.
    @inline(__always)
    func withObject<Result>(at slot: Int, _ body: (Object) -> Result) -> Result? {
        let address = addresses[slot].load(ordering: .acquiring)
        guard address != 0, let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
        // The slot's reference keeps the object alive for as long as the slots exist, which outlasts `body`.
        return Unmanaged<Object>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }

    /// Puts `object` in `slot` if it is empty; when another object filled it first, the slot keeps that one.
    ///
    /// - Returns: Whether `object` went into the slot.
    @discardableResult
    func fill(_ slot: Int, with object: Object) -> Bool {
        let retained = Unmanaged.passRetained(object)
        let stored = addresses[slot].compareExchange(
            expected: 0,
            desired: UInt(bitPattern: retained.toOpaque()),
            ordering: .acquiringAndReleasing
        )
        if !stored.exchanged { retained.release() }
        return stored.exchanged
    }

    deinit {
        for slot in 0..<count {
            let address = addresses[slot].load(ordering: .acquiring)
            if address != 0, let pointer = UnsafeRawPointer(bitPattern: address) {
                Unmanaged<Object>.fromOpaque(pointer).release()
            }
        }
    }
}

public import Synchronization

/// A fixed number of slots, each holding one object that is read without a lock: a slot is filled once, by the
/// first object offered for it, and keeps a strong reference to it until the slots go away. Never emptied or
/// refilled, a slot's object stays valid for as long as the slots do: the guarantee `AtomicLazyReference` gives, for
/// many slots and without its generic `load`.
///
/// The lock-free front of a cache: a caller picks a slot by a cheap hash it already has, checks that the object
/// there is the one it wants, and otherwise asks the cache behind (and offers the answer to an empty slot). The
/// slots hold at most `count` objects beyond what the cache holds.
@usableFromInline
package struct FillOnceSlots<let count: Int, Object: AnyObject & Sendable>: ~Copyable, Sendable {
    /// The address of each slot's object, retained when the slot was filled, or 0.
    @usableFromInline package let addresses = InlineArray<count, AtomicWord> { _ in AtomicWord(0) }

    package init() {}

    /// The slot for `hash`.
    @inlinable
    package func slot(for hash: UInt32) -> Int {
        Int(hash % UInt32(count))
    }

    /// The object in `slot`, or `nil` while it is empty.
    package func object(at slot: Int) -> Object? {
        borrowedObject(at: slot)?.object
    }

    /// The object in `slot`, not retained, or `nil` while it is empty. The slot's reference keeps the object alive
    /// for as long as the slots exist, so a caller that keeps the slots alive may read it without retaining it.
    @inlinable @inline(__always)
    package func borrowedObject(at slot: Int) -> BorrowedReference<Object>? {
        BorrowedReference(address: addresses[slot].value.load(ordering: .acquiring))
    }

    /// Puts `object` in `slot` if it is empty; when another object filled it first, the slot keeps that one.
    ///
    /// - Returns: Whether `object` went into the slot.
    @discardableResult
    @usableFromInline
    package func fill(_ slot: Int, with object: Object) -> Bool {
        let retained = BorrowedReference.retainedAddress(of: object)
        let stored = addresses[slot].value.compareExchange(
            expected: 0,
            desired: retained,
            ordering: .acquiringAndReleasing
        )
        if !stored.exchanged { BorrowedReference<Object>(address: retained)?.release() }
        return stored.exchanged
    }

    deinit {
        for slot in 0..<count {
            borrowedObject(at: slot)?.release()
        }
    }
}

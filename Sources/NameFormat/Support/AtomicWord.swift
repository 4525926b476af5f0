import Synchronization

/// An `Atomic<UInt>` for tables of them (`InlineArray<count, AtomicWord>`), which then go away at no cost.
///
/// An `InlineArray` destroys each element through the element type's value witness, and for a bare `Atomic` that is
/// `Atomic`'s unspecialised generic deinit: about 170 instructions an element, so 340 for each `UserName` (whose
/// ``FillOnceSlots`` go with it) and 170,000 for a table of a thousand. A type of its own, with a deinit of its own,
/// is compiled for `UInt`, and its deinit costs next to nothing.
struct AtomicWord: ~Copyable, Sendable {
    /// The word.
    let value: Atomic<UInt>

    init(_ initial: UInt) {
        value = Atomic(initial)
    }

    deinit {}
}

public import Synchronization

/// An `Atomic<UInt>` for tables of them (`InlineArray<count, AtomicWord>`). An `InlineArray` destroys a bare
/// `Atomic` through `Atomic`'s unspecialised generic deinit; this type's own deinit is compiled for `UInt`.
@usableFromInline
package struct AtomicWord: ~Copyable, Sendable {
    /// The word.
    @usableFromInline package let value: Atomic<UInt>

    package init(_ initial: UInt) {
        value = Atomic(initial)
    }

    deinit {}
}

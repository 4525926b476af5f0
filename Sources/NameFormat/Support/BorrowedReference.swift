/// A reference to an object that something else keeps alive, read and passed without retaining or releasing it: the
/// one place the package's targets use `Unmanaged` and `_withUnsafeGuaranteedRef`.
///
/// Whoever makes one promises that the object outlives every use of it (a cache's slot, an array the owner keeps,
/// or a value the caller holds across the call, with `withExtendedLifetime`).
@usableFromInline
package struct BorrowedReference<Object: AnyObject> {
    @usableFromInline let unmanaged: Unmanaged<Object>

    /// `object`, not retained: the caller keeps it alive while this reference is used.
    @inlinable
    package init(_ object: Object) {
        unmanaged = .passUnretained(object)
    }

    /// The object at `address`, which ``retainedAddress(of:)`` gave, or `nil` for 0.
    @inlinable
    package init?(address: UInt) {
        guard address != 0, let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
        unmanaged = .fromOpaque(pointer)
    }

    /// Retains `object` once more and returns its address: a strong reference kept as a word (in an atomic, say)
    /// until ``release()`` balances it.
    @inlinable
    package static func retainedAddress(of object: Object) -> UInt {
        UInt(bitPattern: Unmanaged.passRetained(object).toOpaque())
    }

    /// Releases the reference ``retainedAddress(of:)`` took.
    @inlinable
    package func release() {
        unmanaged.release()
    }

    /// The object, retained: for paths off the hot one, and for keeping it past its owner.
    @inlinable
    package var object: Object {
        unmanaged.takeUnretainedValue()
    }

    /// Calls `body` with the object, neither retained nor released.
    @inlinable
    package func withObject<Result, Failure: Error>(
        _ body: (Object) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let result = unmanaged._withUnsafeGuaranteedRef { object -> Swift.Result<Result, Failure> in
            do throws(Failure) { return .success(try body(object)) } catch { return .failure(error) }
        }
        return try result.get()
    }
}

extension BorrowedReference: Sendable where Object: Sendable {}

/// A vector whose first `capacity` elements are kept inline, in the value itself, and all of them in an array once
/// there are more: the one small inline vector of the package's targets. A person name's parts, a formatted name's
/// bytes, a message's texts (`LocalizedMessage.Literals`) and the pieces and bytes a message is resolved into
/// (`MessagePieceBuffer`) are each one. An interpolated message's arguments are not (`MessageArgumentList`, which
/// says why), nor are its specifiers, packed into the word that keys its call site (`LocalizedMessage.Specifiers`).
///
/// A vector with more inline slots than a few is best held `inout` and lent with
/// ``withUnsafeMutableBufferPointer(_:)``: a borrowed one may be copied, every slot, to be read.
///
/// Up to `capacity` elements, appending allocates nothing, and copying the vector copies them (a reference among
/// them is retained, as an array's would be). Past that, every element moves to the array, so that the elements are
/// always contiguous (``withUnsafeBufferPointer(_:)``), and the inline slots are set back to ``SmallVectorElement/vacant``,
/// which releases what they held.
///
/// A value type: a copy is independent of the original, however its elements are stored.
@usableFromInline
package struct SmallVector<let capacity: Int, Element: SmallVectorElement> {
    /// The elements while there are at most `capacity`; ``SmallVectorElement/vacant`` past ``count``, and in every
    /// slot once the elements have moved to ``spilled``.
    @usableFromInline var inline: InlineArray<capacity, Element>
    /// Every element, once there were more than `capacity`; `nil` until then, so that copying the vector retains
    /// nothing for it.
    @usableFromInline var spilled: [Element]?
    /// How many elements there are.
    @usableFromInline package private(set) var count = 0

    /// How many elements are kept inline.
    @inlinable package static var inlineCapacity: Int { capacity }

    /// An empty vector.
    @inlinable
    package init() {
        inline = InlineArray(repeating: .vacant)
    }

    /// Adds `element` after the others.
    // Always inlined: measured to help where a message appends its texts (Benchmarks/HISTORY.md).
    @inlinable @inline(__always)
    package mutating func append(_ element: Element) {
        if spilled == nil {
            if count < capacity {
                inline[unchecked: count] = element
                count += 1
                return
            }
            spill(adding: 1)
        }
        spilled!.append(element)
        count += 1
    }

    /// Adds `elements` after the others, in order.
    @inlinable
    package mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        let end = count + elements.count
        if spilled == nil {
            if end <= capacity {
                if let source = elements.baseAddress {
                    let start = count
                    withUnsafeMutablePointer(to: &inline) { inline in
                        inline.withMemoryRebound(to: Element.self, capacity: capacity) {
                            ($0 + start).update(from: source, count: elements.count)
                        }
                    }
                }
                count = end
                return
            }
            spill(adding: elements.count)
        }
        spilled!.append(contentsOf: elements)
        count = end
    }

    /// Moves the inline elements into ``spilled``, with room for twice as many as there will be, and sets the inline
    /// slots back to vacant.
    @inlinable
    mutating func spill(adding added: Int) {
        var all: [Element] = []
        all.reserveCapacity(2 * (count + added))
        for index in 0..<count { all.append(inline[unchecked: index]) }
        inline = InlineArray(repeating: .vacant)
        spilled = all
    }

    /// The element at `index`, from 0 to ``count`` - 1. (Not a `_read` accessor: a coroutine's frame that holds the
    /// inline elements is too large for its caller's buffer, and the runtime would allocate it on every read.)
    @inlinable
    package subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "SmallVector index out of range")
            if spilled != nil { return spilled![index] }
            return inline[unchecked: index]
        }
        set {
            precondition(index >= 0 && index < count, "SmallVector index out of range")
            if spilled != nil {
                spilled![index] = newValue
            } else {
                inline[unchecked: index] = newValue
            }
        }
    }

    /// Calls `body` with the elements, contiguous, where they are kept.
    @inlinable
    package func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) -> Result) -> Result {
        if spilled != nil { return spilled!.withUnsafeBufferPointer(body) }
        // Borrowed where it is, not copied: an `InlineArray` keeps its elements one after another.
        return withUnsafePointer(to: inline) { inline in
            inline.withMemoryRebound(to: Element.self, capacity: capacity) {
                body(UnsafeBufferPointer(start: $0, count: count))
            }
        }
    }
}

extension SmallVector {
    /// Calls `body` with the elements, contiguous and mutable, where they are kept: a vector held `inout` lends
    /// them through its own address, where a borrowed one can be copied first, every inline slot of it.
    @inlinable
    package mutating func withUnsafeMutableBufferPointer<Result>(
        _ body: (UnsafeMutableBufferPointer<Element>) -> Result
    ) -> Result {
        if spilled != nil { return spilled!.withUnsafeMutableBufferPointer { body($0) } }
        let count = count
        var span = inline.mutableSpan
        return span.withUnsafeMutableBufferPointer { body(UnsafeMutableBufferPointer(rebasing: $0[..<count])) }
    }
}

extension SmallVector: RandomAccessCollection {
    @inlinable package var startIndex: Int { 0 }
    @inlinable package var endIndex: Int { count }
}

extension SmallVector: Sendable where Element: Sendable {}

/// An element of a ``SmallVector``: a type with a value that stands in an unused inline slot, which should hold no
/// reference (a zero, an empty literal), so that an unused slot costs nothing to copy or drop.
@usableFromInline
package protocol SmallVectorElement {
    /// The value of an unused slot.
    static var vacant: Self { get }
}

extension UInt8: SmallVectorElement {
    @inlinable package static var vacant: UInt8 { 0 }
}

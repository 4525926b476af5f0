/// A buffer that counts the elements written into it, those that a removal or insertion moves included, for tests
/// that check what a pass costs in work rather than in time: removing the first of n elements costs n - 1 moves,
/// as it does in an `Array`, so a pass that removes in a loop counts the quadratic work it does.
struct CountingBuffer<Element>: RangeReplaceableCollection, BidirectionalCollection {
    private(set) var elements: [Element] = []
    /// Elements written: appended, inserted, or moved to close or open a gap.
    private(set) var writes = 0

    init() {}

    var startIndex: Int { elements.startIndex }
    var endIndex: Int { elements.endIndex }
    func index(after index: Int) -> Int { index + 1 }
    func index(before index: Int) -> Int { index - 1 }
    subscript(position: Int) -> Element { elements[position] }

    mutating func replaceSubrange<New: Collection<Element>>(_ range: Range<Int>, with new: New) {
        // The new elements, and those after the range when the gap changes size.
        writes += new.count + (new.count == range.count ? 0 : elements.count - range.upperBound)
        elements.replaceSubrange(range, with: new)
    }
}

/// A collection that counts how often its elements are read, for tests that check what a pass costs in work rather
/// than in time: a pass over it reads each element through the subscript, which counts.
struct CountingCollection<Element>: BidirectionalCollection {
    /// The count, shared by the collection's copies and slices.
    final class Reads { var count = 0 }

    let base: [Element]
    let reads = Reads()

    init(_ elements: some Sequence<Element>) {
        base = Array(elements)
    }

    var startIndex: Int { base.startIndex }
    var endIndex: Int { base.endIndex }
    func index(after index: Int) -> Int { index + 1 }
    func index(before index: Int) -> Int { index - 1 }
    subscript(position: Int) -> Element {
        reads.count += 1
        return base[position]
    }
}

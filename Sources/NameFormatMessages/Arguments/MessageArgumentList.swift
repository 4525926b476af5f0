import NameFormat

/// An interpolated message's arguments in order: the first three inline, so that a message with up to three
/// arguments allocates nothing for them, as ``LocalizedMessage``'s literals are; all of them in one array once there
/// are more.
///
/// Three fields, not the core's `SmallVector`: a field of a borrowed list is read in place, while an argument in an
/// `InlineArray` is read through memory, which the closure it is lent to might change, so the compiler copies it: a
/// name's retain and release more per message (Benchmarks/HISTORY.md).
@usableFromInline
struct MessageArgumentList: Sendable {
    // Until set, a zero, which holds no reference: reading an argument in place then needs no unwrapping.
    private var first = unset
    private var second = unset
    private var third = unset
    /// Every argument, once they no longer fit inline; `nil` while they fit.
    private var all: [MessageArgument]?
    /// How many arguments there are.
    @usableFromInline private(set) var count = 0

    /// What an inline slot holds until it is set.
    private static let unset = MessageArgument(.signed(0))

    /// No arguments yet.
    init() {}

    /// Adds `argument` after the others.
    mutating func append(_ argument: consuming MessageArgument) {
        if all != nil {
            all!.append(argument)
        } else {
            switch count {
            case 0: first = argument
            case 1: second = argument
            case 2: third = argument
            default:
                all = [first, second, third, argument]
                (first, second, third) = (Self.unset, Self.unset, Self.unset)
            }
        }
        count += 1
    }

    /// The argument at `index`, from 0 to ``count`` - 1.
    subscript(index: Int) -> MessageArgument {
        precondition(index >= 0 && index < count, "argument \(index) of \(count)")
        if all != nil { return all![index] }
        switch index {
        case 0: return first
        case 1: return second
        default: return third
        }
    }

    /// Calls `body` with the value of the argument at `index`, read in place: a copy of a name's argument would
    /// retain and release it.
    func withValue<Result>(at index: Int, _ body: (MessageArgument.Value) -> Result) -> Result {
        precondition(index >= 0 && index < count, "argument \(index) of \(count)")
        if all != nil { return body(all![index].value) }
        switch index {
        case 0: return body(first.value)
        case 1: return body(second.value)
        default: return body(third.value)
        }
    }
}

/// What a message's arguments are read from: an interpolated message's ``MessageArgumentList``, or the array of a
/// message looked up by key. Rendering is generic over it, so that each is read where it is.
protocol MessageArgumentSequence {
    /// How many arguments there are.
    var count: Int { get }
    /// The argument at `index`, from 0 to ``count`` - 1.
    subscript(index: Int) -> MessageArgument { get }
    /// Calls `body` with the value of the argument at `index`, read in place.
    func withValue<Result>(at index: Int, _ body: (MessageArgument.Value) -> Result) -> Result
}

extension MessageArgumentList: MessageArgumentSequence {}

extension Array: MessageArgumentSequence where Element == MessageArgument {
    func withValue<Result>(at index: Int, _ body: (MessageArgument.Value) -> Result) -> Result {
        body(self[index].value)
    }
}

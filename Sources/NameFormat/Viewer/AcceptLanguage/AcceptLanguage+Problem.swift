extension AcceptLanguage {
    /// Why an entry, or a whole field value, was not used: what `namefmt locale --accept-language` prints.
    ///
    /// Quoted text is escaped as in every message of the package (see `InputQuoting`), and cut after 64
    /// characters with its length given.
    package enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// The field value is over ``Limits/maximumLength`` bytes, so none of it was read.
        case tooLong(length: Int, limit: Int)
        /// The field value has more than ``Limits/maximumRanges`` entries, so none of them count.
        case tooManyRanges(limit: Int)
        /// An entry whose language range is not `*` or `1*8ALPHA *("-" 1*8alphanum)`.
        case malformedRange(entry: String)
        /// An entry with a parameter that is not a weight `q=` from 0 to 1 with at most three decimals.
        case invalidWeight(entry: String)
        /// An entry whose range ``LocaleTag`` rejects.
        case rejectedTag(entry: String, error: LocaleTagError)

        /// Whether the problem made the whole field value unusable, not just one entry.
        package var isWholeValue: Bool {
            switch self {
            case .tooLong, .tooManyRanges: true
            case .malformedRange, .invalidWeight, .rejectedTag: false
            }
        }

        package var description: String {
            switch self {
            case .tooLong(let length, let limit):
                "the field value is \(length) bytes long, over the limit of \(limit): none of it was read"
            case .tooManyRanges(let limit):
                "the field value has more than \(limit) entries, the limit: none of them were used"
            case .malformedRange(let entry):
                "\(InputQuoting.quoted(entry, limit: 64)): not a language range (such as de-DE or *)"
            case .invalidWeight(let entry):
                "\(InputQuoting.quoted(entry, limit: 64)): its parameter is not a weight q=0 to q=1 "
                    + "with at most three decimals"
            case .rejectedTag(let entry, let error):
                "\(InputQuoting.quoted(entry, limit: 64)): \(error)"
            }
        }
    }
}

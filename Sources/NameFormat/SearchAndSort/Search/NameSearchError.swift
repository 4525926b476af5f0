import Foundation

/// Why a ``NameSearcher`` could not be made for a query.
///
/// ```swift
/// do { _ = try NameSearcher(query: "") } catch { print(error) }
/// // The search query "" is empty: give at least one character to look for.
/// ```
public struct NameSearchError: NameFormatError {
    /// What kind of problem the query has.
    public let kind: Kind
    /// The query as given.
    public let query: String
    /// The viewer's locale the search was for.
    public let locale: LocaleTag

    package init(_ kind: Kind, query: String, locale: LocaleTag) {
        self.kind = kind
        self.query = query
        self.locale = locale
    }

    /// A sentence that quotes the query, escaped and cut to 64 characters, and says what would be right.
    public var description: String {
        let quoted = InputQuoting.quoted(query, limit: InputQuoting.maximumQuotedScalars)
        switch kind {
        case .emptyQuery:
            return "The search query \(quoted) is empty: give at least one character to look for."
        case .queryTooLong:
            return
                "The search query \(quoted) is too long: the most is \(NameSearcher.maximumQueryLength) bytes of "
                + "UTF-8."
        default:
            return
                "The search query \(quoted) cannot be searched for with the collation of "
                + "\(InputQuoting.quoted(locale.identifier)): ICU could not make a searcher."
        }
    }
}

extension NameFormatErrorKind where Failure == NameSearchError {
    /// The query is empty.
    public static var emptyQuery: Self { Self("emptyQuery") }

    /// The query is longer than 1,024 bytes of UTF-8.
    public static var queryTooLong: Self { Self("queryTooLong") }

    /// ICU could not make a searcher for the query and locale.
    public static var searchUnavailable: Self { Self("searchUnavailable") }
}

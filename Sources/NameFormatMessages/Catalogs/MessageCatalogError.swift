import Foundation
public import NameFormat

/// Why a catalog was refused: the file could not be read, or is not a catalog, or has messages with problems, all
/// of them listed.
///
/// Only a file that is not a catalog is refused, unless the catalog is loaded `strict`: then it is checked whole, so
/// that a bad translation is caught in the catalog's own CI, not on the first push of the night:
///
/// ```swift
/// do {
///     catalog = try MessageCatalog(contentsOf: url, strict: true)
/// } catch {
///     print(error)
///     // Localizable.xcstrings has 2 problems:
///     // - "%@ assigned you %lld issues" (de): argument 2 is a signed integer (%lld) in the source language, and
///     //   an object (%@) here
///     // - …
/// }
/// ```
public struct MessageCatalogError: NameFormatError {
    /// What kind of problem this is.
    public let kind: Kind
    /// The file, as named when the catalog was loaded.
    public let file: String
    /// Every problem found, in the order of the keys and then the languages.
    public let problems: [Problem]

    init(_ kind: Kind, file: String, problems: [Problem]) {
        self.kind = kind
        self.file = file
        self.problems = problems
    }

    init(_ kind: Kind, file: String, _ message: String) {
        self.init(kind, file: file, problems: [Problem(key: nil, language: nil, message: message)])
    }

    /// One problem of a catalog: where, and what.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// The key of the message, or `nil` for a problem of the whole file.
        public let key: String?
        /// The language of the message, or `nil` for a problem of the whole key or file.
        public let language: String?
        /// What is wrong, in words, naming the part of the message.
        public let message: String

        init(key: String?, language: String?, message: String) {
            self.key = key
            self.language = language
            self.message = message
        }

        /// `problems` in order: problems of the file first, then by key and language.
        static func sorted(_ problems: [Problem]) -> [Problem] {
            problems.enumerated().sorted {
                ($0.element.key == nil ? 0 : 1, $0.element.key ?? "", $0.element.language ?? "", $0.offset)
                    < ($1.element.key == nil ? 0 : 1, $1.element.key ?? "", $1.element.language ?? "", $1.offset)
            }.map(\.element)
        }

        /// The key, quoted and escaped, the language, and what is wrong.
        public var description: String {
            var place = ""
            if let key { place = InputQuoting.quoted(key, limit: InputQuoting.maximumQuotedScalars) }
            if let language { place += (place.isEmpty ? "" : " ") + "(\(InputQuoting.escaped(language)))" }
            return place.isEmpty ? message : place + ": " + message
        }
    }

    /// The file and every problem, one a line.
    public var description: String {
        let name = InputQuoting.quotedIfNeeded(file)
        guard problems.count > 1 || kind == .invalidMessages else {
            return "\(name): \(problems.first?.description ?? "not a catalog")"
        }
        let listed = problems.prefix(Self.maximumListedProblems).map { "- " + $0.description }
        let more = problems.count > listed.count ? ["- and \(problems.count - listed.count) more"] : []
        return "\(name) has \(problems.count) problem\(problems.count == 1 ? "" : "s"):\n"
            + (listed + more).joined(separator: "\n")
    }

    /// The most problems ``description`` lists; ``problems`` has them all.
    static let maximumListedProblems = 100
}

extension NameFormatErrorKind where Failure == MessageCatalogError {
    /// The file could not be read, or is larger than a catalog may be (64 MiB).
    public static var unreadable: Self { Self("unreadable") }

    /// The file is not a catalog of its kind: not JSON, nested too deep, or without the parts a catalog has.
    public static var malformed: Self { Self("malformed") }

    /// Messages have problems, and the catalog was loaded `strict`: a specifier that is not supported, arguments that
    /// disagree with the source language's, a plural without `other`. ``MessageCatalogError/problems`` lists them
    /// all, as ``MessageCatalog/problems`` lists them for a catalog loaded without `strict`.
    public static var invalidMessages: Self { Self("invalidMessages") }
}

import Foundation
public import NameFormat

/// Why a message could not be rendered with the arguments given: the key is in no language of the catalog, or
/// the arguments do not fit the message.
///
/// ```swift
/// do {
///     _ = try catalog.string(key: "push.assigned", arguments: ["assignee": .name(robb)])
/// } catch {
///     print(error)  // The message "push.assigned" (en) takes the argument "count", which was not given.
/// }
/// ```
public struct MessageError: NameFormatError {
    /// What kind of problem this is.
    public let kind: Kind
    /// The key as given.
    public let key: String
    private let detail: String

    init(_ kind: Kind, key: String, _ detail: String) {
        self.kind = kind
        self.key = key
        self.detail = detail
    }

    /// A sentence that quotes the key, escaped and cut to 64 characters, and says what is wrong.
    public var description: String {
        let quoted = InputQuoting.quoted(key, limit: InputQuoting.maximumQuotedScalars)
        switch kind {
        case .unknownKey: return "The catalog has no message \(quoted) in any language."
        default: return "The message \(quoted) \(detail)."
        }
    }
}

extension NameFormatErrorKind where Failure == MessageError {
    /// No language of the catalog has the key.
    public static var unknownKey: Self { Self("unknownKey") }

    /// The message takes more or fewer arguments than were given, or other names.
    public static var argumentCount: Self { Self("argumentCount") }

    /// Neither the viewer's language nor the source language has a message that a call with arguments can format:
    /// a broken specifier, a C value (`%s`), arguments that disagree. The description names each language's reason.
    public static var unrenderable: Self { Self("unrenderable") }

    /// An argument's value does not fit where the message uses it: a name for a number, a negative number for an
    /// unsigned one.
    public static var argumentType: Self { Self("argumentType") }

    /// The message is rendered as Markdown, and a value stands where Markdown shows no name as written: a code span,
    /// an autolink, a `<script>` or `<style>` element, an HTML tag's own syntax.
    public static var markdownContext: Self { Self("markdownContext") }
}

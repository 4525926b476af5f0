import NameFormat

/// A piece of a message as it is shown, before isolation and escaping: catalog text (numbers formatted into it), or
/// a value from outside (a name, a text), sanitised.
///
/// Plain data, so that making, copying and dropping a piece retains nothing: a piece's text is read where it points,
/// in the catalog message's text or in the bytes of the buffer the message was resolved into (``ResolvedMessage``).
enum MessagePiece {
    /// Text the package wrote for this message (a number formatted, a keyword, ICU's own output): `count` UTF-8
    /// bytes from `start` of the resolved message's ``ResolvedMessage/bytes``; written as it is (escaped in HTML).
    case text(start: Int, count: Int)
    /// Text of a String Catalog's message: `count` UTF-8 bytes from `start` of the message's text, which the output
    /// is given beside the pieces (read in place, so that a message shared by many threads is not retained for
    /// each of its pieces).
    case literal(start: Int32, count: Int32)
    /// A name or a text that came with the arguments: `count` UTF-8 bytes of its sanitised text from `start` of the
    /// resolved message's ``ResolvedMessage/bytes``, the directions it runs in, and the index of its mark among
    /// ``ResolvedMessage/marks`` (-1 where the marks were not kept).
    case value(start: Int, count: Int, directions: NameText.Directions, mark: Int)
}

/// A name or a text as the viewer sees it: sanitised, with the directions it runs in, and what attributed output
/// marks it with.
struct ShownValue {
    /// What an attributed run of the value says.
    enum Mark {
        /// A user's name: the field shown, and the user's id when given.
        case userName(UserName.Field, userID: String?)
        /// A person's name, to be marked part by part as the viewer's style marks it.
        case personName(PersonName)
        /// Untrusted text: no marks.
        case text
    }

    var text: String
    var directions: NameText.Directions
    var mark: Mark
}

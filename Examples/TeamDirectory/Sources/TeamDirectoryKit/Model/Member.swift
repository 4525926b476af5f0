public import NameFormat

/// A member of the directory as stored: an id, the names, and the member's own viewing preference.
public struct Member: Hashable, Sendable {
    /// The member's id; mentions write it as `<@ID>`, and `?as=ID` views the directory as this member.
    public let id: Int
    /// The display name, the full name and the name's parts.
    public let name: UserName
    /// The locale the member views names in, with the private-use subtags of their preference
    /// (`en-US-x-linearf`: full names).
    public let preference: LocaleTag
    /// The skeleton of the display name (UTS #39), stored so that look-alike checks need not compute it.
    public let displayNameSkeleton: ConfusableSkeleton

    /// Creates a member.
    public init(id: Int, name: UserName, preference: LocaleTag, displayNameSkeleton: ConfusableSkeleton) {
        self.id = id
        self.name = name
        self.preference = preference
        self.displayNameSkeleton = displayNameSkeleton
    }
}

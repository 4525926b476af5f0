/// A group of CLDR person-name patterns: the `order` attribute of a `personName` element in the CLDR data
/// (`givenFirst`, `surnameFirst`, `sorting`).
///
/// Not to be confused with the two public orders: ``PersonName/Order`` is the order a name asks to be written in,
/// and ``PersonName/FormatStyle/Order`` is what a style asks for (including "derive it"). ``PatternChoice`` turns
/// those into the group whose patterns format the name; `sorting` is a group of its own, not an order of the
/// parts.
enum PatternGroup: String, Hashable, Sendable, CaseIterable {
    case givenFirst, surnameFirst, sorting
}

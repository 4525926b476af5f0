import NameFormat

/// The arguments of a message looked up by key in a catalog whose kind is known only at run time
/// (`MessageCatalog<MessageArguments>`): in order, for a String Catalog (`%1$@`, `%2$lld`), or by name, for an ICU
/// MessageFormat catalog (`{assignee}`, `{count, plural, …}`). The catalog checks the form at the call; a
/// ``StringCatalog`` takes `[MessageArgument]` and an ``ICUMessageCatalog`` ``NamedMessageArguments``, which the
/// compiler checks.
///
/// ```swift
/// try catalog.string(key: "%@ assigned you %lld issues", arguments: [.name(robb), 3])
/// try catalog.string(key: "push.assigned", arguments: ["assignee": .name(robb), "count": 3])
/// ```
public struct MessageArguments: Sendable, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    enum Storage: Sendable {
        case positional([MessageArgument])
        case named(NamedMessageArguments)
    }

    let storage: Storage

    /// Arguments in order, for a String Catalog.
    public init(_ arguments: [MessageArgument]) { storage = .positional(arguments) }

    /// Arguments by name, for an ICU MessageFormat catalog.
    public init(_ arguments: [String: MessageArgument]) { storage = .named(NamedMessageArguments(arguments)) }

    /// Arguments in order, for a String Catalog.
    public init(arrayLiteral elements: MessageArgument...) { storage = .positional(elements) }

    /// Arguments by name, for an ICU MessageFormat catalog; a name given twice keeps its last value.
    public init(dictionaryLiteral elements: (String, MessageArgument)...) {
        storage = .named(NamedMessageArguments(lastOfEach: elements))
    }

    /// `arguments`, by name.
    init(named arguments: NamedMessageArguments) { storage = .named(arguments) }

    /// How many arguments there are.
    var count: Int {
        switch storage {
        case .positional(let list): list.count
        case .named(let table): table.count
        }
    }
}

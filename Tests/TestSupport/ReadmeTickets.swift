package import NameFormat

/// The ticket store of the README's server examples, whose every ticket is assigned to robb / Robb Böhnke.
package struct ReadmeTickets: Sendable {
    /// A ticket, with the user it is assigned to.
    package struct Ticket: Sendable {
        package let assignee: UserName
    }

    package init() {}

    /// The ticket `id`, assigned to robb.
    package func find(_ id: String) async throws -> Ticket {
        Ticket(assignee: UserName(displayName: "robb", fullName: "Robb Böhnke"))
    }
}

/// The viewers of the concurrent-request tests of the server integrations: request `index` sends its own
/// `Accept-Language`, and the answer it must get is computed here, without the library.
///
/// Even indices prefer full names (`en-US-x-linearf-n42`), odd ones do not (`en-US-x-n43`); the private-use subtag
/// `n<index>` makes every tag distinct. A route answers `"\(user, isolation: .never)|\(NameContext.current.tag)"` for the user
/// robb / Robb Böhnke.
package enum DistinctViewers {
    /// The `Accept-Language` field value of request `index`.
    package static func field(_ index: Int) -> String {
        index.isMultiple(of: 2) ? "en-US-x-linearf-n\(index)" : "en-US-x-n\(index)"
    }

    /// The body request `index` must get back.
    package static func expectedAnswer(_ index: Int) -> String {
        "\(index.isMultiple(of: 2) ? "Robb Böhnke" : "robb")|\(field(index))"
    }
}

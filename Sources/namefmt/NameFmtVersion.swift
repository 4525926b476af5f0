/// The version `namefmt --version` prints.
enum NameFmtVersion {
    static let current = "0.1.0"
}

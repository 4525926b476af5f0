import SystemPackage

/// A failed open(2) or read(2) on an input source, such as a missing file (`ENOENT`), reading a directory
/// (`EISDIR`) or a device error (`EIO`).
///
/// The description names the source and the system's message: `users.jsonl: Is a directory`; the source name is
/// already in the form messages print (`InputSource.name`: quoted and escaped when not plain, as in
/// `"x\nnamefmt: forged": No such file or directory`).
struct InputReadError: Error, CustomStringConvertible {
    /// The name the user knows the source by, as messages print it (`InputSource.name`).
    let sourceName: String
    /// The error open(2) or read(2) failed with.
    let errno: Errno

    var description: String {
        "\(sourceName): \(errno.description)"
    }
}

import ArgumentParser
import Foundation
import NameFormat

extension NameFmt {
    /// Parses the arguments and runs the command, as ArgumentParser's `main()` does, but sends every error message
    /// through `StandardError`, with the arguments it quotes escaped, and ends a run whose standard output cannot
    /// be written with `EX_IOERR` (74).
    ///
    /// ArgumentParser quotes what the user typed as it is (`The value '…' is invalid for '--locale <tag>'`), so an
    /// argument with a line feed or a terminal escape in it would forge or colour a line of the message.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch let error as OutputBuffer.WriteError {
            // A closed pipe (with SIGPIPE ignored; otherwise the system ends the process first) or a full disk.
            StandardError.write("namefmt: <stdout>: \(error)\n")
            exit(withError: ExitCode(OutputBuffer.WriteError.exitStatus))
        } catch {
            let status = exitCode(for: error)
            // Help and version go to standard output, as ArgumentParser writes them.
            guard status != .success else { exit(withError: error) }
            let message = fullMessage(for: error)
            if !message.isEmpty { StandardError.write(escaping(arguments, in: message) + "\n") }
            exit(withError: status)
        }
    }

    /// `message` with each argument that holds a backslash or a character that is not printable, and the value
    /// after the `=` of such an option, replaced by its escaped form (`InputQuoting.escaped(_:doubleQuotes:)`),
    /// longest first.
    static func escaping(_ arguments: [String], in message: String) -> String {
        var parts: Set<String> = []
        for argument in arguments {
            parts.insert(argument)
            if argument.hasPrefix("-"), let equals = argument.firstIndex(of: "=") {
                parts.insert(String(argument[..<equals]))
                parts.insert(String(argument[argument.index(after: equals)...]))
            }
        }
        var escaped = message
        for part in parts.sorted(by: { $0.utf8.count > $1.utf8.count }) where !part.isEmpty {
            let replacement = InputQuoting.escaped(part, doubleQuotes: false)
            if replacement != part {
                escaped = escaped.replacingOccurrences(of: part, with: replacement, options: .literal)
            }
        }
        return escaped
    }
}

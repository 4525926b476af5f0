/// The command line's arguments as the bytes the process was given, for the file names among them.
///
/// `CommandLine.arguments` (and so the argument parser) decodes each argument as UTF-8 and replaces bytes that are
/// not with U+FFFD, so a file name that is not valid UTF-8 would name another file, or none. The exact bytes come
/// from `CommandLine.unsafeArgv`, matched to the decoded values the parser hands out.
struct CommandLineBytes {
    /// Each argument after the program name: its bytes, NUL-terminated, and its decoded form.
    private let arguments: [(bytes: [CChar], text: String)]

    /// The arguments of this process.
    static var current: CommandLineBytes {
        var arguments: [[CChar]] = []
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            var bytes: [CChar] = []
            var next = argument
            while next.pointee != 0 {
                bytes.append(next.pointee)
                next += 1
            }
            bytes.append(0)
            arguments.append(bytes)
        }
        return CommandLineBytes(arguments)
    }

    /// Arguments given as bytes, each NUL-terminated.
    init(_ arguments: [[CChar]]) {
        self.arguments = arguments.map { bytes in
            (bytes, String(decoding: bytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
    }

    /// The path that `option`'s value `text` (as decoded) was given as: the last `option value` or `option=value`
    /// whose value decodes to `text`, and its index; `text` itself when it is valid UTF-8 or nothing matches.
    func optionValue(_ option: String, decodingTo text: String) -> (path: [CChar], index: Int?) {
        guard Self.mayHaveBeenDecodedLossily(text) else { return (Array(text.utf8CString), nil) }
        let prefix = Array((option + "=").utf8CString.dropLast())
        for index in arguments.indices.reversed() {
            let (bytes, decoded) = arguments[index]
            if index > 0, arguments[index - 1].text == option, decoded == text { return (bytes, index) }
            if bytes.starts(with: prefix), decoded == option + "=" + text {
                return (Array(bytes.dropFirst(prefix.count)), index)
            }
        }
        return (Array(text.utf8CString), nil)
    }

    /// The paths that the operands `texts` (as decoded, in order) were given as: each matched to the next argument
    /// that decodes to it, skipping the arguments at `excluded` (option values).
    func operands(_ texts: [String], excluding excluded: Set<Int>) -> [[CChar]] {
        var next = 0
        return texts.map { text in
            guard Self.mayHaveBeenDecodedLossily(text) else { return Array(text.utf8CString) }
            var index = next
            while index < arguments.count {
                if !excluded.contains(index), arguments[index].text == text {
                    next = index + 1
                    return arguments[index].bytes
                }
                index += 1
            }
            return Array(text.utf8CString)
        }
    }

    /// Whether `text` holds U+FFFD, which stands for the bytes that were not UTF-8.
    private static func mayHaveBeenDecodedLossily(_ text: String) -> Bool {
        text.unicodeScalars.contains("\u{FFFD}")
    }
}

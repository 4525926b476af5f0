/// Stops the run because `property` does not hold, quoting the input, so that libFuzzer saves the input as a
/// reproducer (`crash-…` under the artifact prefix) and CI fails.
///
/// - Parameters:
///   - property: What should hold, in words.
///   - details: What was seen instead.
///   - input: The fuzz input, shown escaped.
func propertyFailure(_ property: String, _ details: String, input: UnsafeBufferPointer<UInt8>) -> Never {
    fatalError("property failed: \(property)\n  \(details)\n  input: \(describe(input))")
}

/// The fuzz input as an escaped Swift string literal, and in hex when it is not valid UTF-8.
func describe(_ input: UnsafeBufferPointer<UInt8>) -> String {
    let text = String(decoding: input, as: UTF8.self)
    if String(validating: input, as: UTF8.self) != nil { return quoted(text) }
    return quoted(text) + " (bytes: " + input.map { hex($0) }.joined(separator: " ") + ")"
}

/// `text` as a Swift string literal with every control, separator and bidi character escaped.
func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x22: result += "\\\""
        case 0x5C: result += "\\\\"
        case 0x20...0x7E: result.unicodeScalars.append(scalar)
        case 0x00...0x1F, 0x7F...0xA0, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFEFF, 0xFFFD:
            result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

private func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return byte < 16 ? "0" + digits : digits
}

import Foundation
public import Hummingbird

extension Request {
    /// The first value of the query parameter `name`, decoded as an HTML form writes it (`+` for a space, then
    /// percent escapes); `nil` when it is absent or its escapes are not UTF-8.
    ///
    /// - Parameter name: The parameter's name, such as `q`.
    public func formValue(_ name: String) -> String? {
        guard let query = uri.query else { return nil }
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard Self.decode(parts[0]) == name else { continue }
            return parts.count > 1 ? Self.decode(parts[1]) : ""
        }
        return nil
    }

    private static func decode(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}

// The server pattern under a flood of distinct locale tags: 1,000,000 requests, each with its own
// `Accept-Language`-style tag, each bound with `withNameLocale(try LocaleTag(…))` and a name interpolated under it.
// Prints the peak resident memory after 100,000 and after 1,000,000 requests and exits 1 when it grew by more than
// 10 MB in between: memory must stay flat, whatever tags arrive. Used by `hostile-input.sh`.
//
// With `--foundation-locale`, the baseline: the same loop through `withNameLocale(Locale(identifier:))`, which
// Foundation caches for ever; printed, never gated.
//
// Usage: ContextLoop [REQUESTS] [--foundation-locale]
import Foundation
import NameFormat

/// The process's peak resident set size in kB (VmHWM in /proc/self/status).
func peakResidentKB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? -1
    }
    return -1
}

let arguments = CommandLine.arguments.dropFirst()
let requests = arguments.compactMap { Int($0) }.first ?? 1_000_000
let foundationLocale = arguments.contains("--foundation-locale")
let checkpoint = requests / 10
let user = UserName(displayName: "robb", fullName: "Robb Böhnke")
var shown = 0
var early = 0
for request in 0..<requests {
    // Distinct tags, as untrusted headers would send them: a region, a private-use subtag, a variant.
    let header = "de-CH-x-u\(String(request, radix: 36))-linearf"
    if foundationLocale {
        shown += withNameLocale(Locale(identifier: header)) { "Assigned to \(user)" }.utf8.count
    } else {
        guard let tag = try? LocaleTag(header) else {
            FileHandle.standardError.write(Data("ContextLoop: \(header) was rejected\n".utf8))
            exit(2)
        }
        shown += withNameLocale(tag) { "Assigned to \(user)" }.utf8.count
    }
    if request + 1 == checkpoint { early = peakResidentKB() }
}
let late = peakResidentKB()
let form = foundationLocale ? "withNameLocale(Locale(identifier:)), the baseline," : "withNameLocale(LocaleTag)"
print(
    "\(form) with \(requests) distinct tags: peak \(early) kB after \(checkpoint), \(late) kB after \(requests)"
        + " (\(shown) bytes shown)"
)
if !foundationLocale && late - early > 10 * 1024 {
    FileHandle.standardError.write(Data("ContextLoop: memory grew by \(late - early) kB\n".utf8))
    exit(1)
}

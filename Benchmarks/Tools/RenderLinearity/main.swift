// Rendering time grows in proportion to the template: for templates full of tokens, of near-misses and of names
// that need escaping, 8 times the text must take under 24 times as long (quadratic would be 64), in every output
// form. Plain text, Markdown and HTML go from 256 KB to 2 MB; the attributed form, whose cost is mostly
// Foundation's per run, from 16 KB to 128 KB. Each time is the best of three. Prints one line per pattern and form
// and exits 1 when a ratio reaches 24. Used by `hostile-input.sh`: wall-clock time belongs in a script beside its
// own 1x baseline, never in a unit test.
//
// Usage: RenderLinearity
import Foundation
import NameFormat

let renderer = MentionRenderer()
let users: [String: UserName] = [
    "a": UserName(displayName: "Alice *&<>", fullName: ""),
    "h": UserName(displayName: String(repeating: "<*>", count: 3_334), fullName: ""),
]
let idRun = String(repeating: "x", count: 64)
let patterns: [(name: String, unit: String)] = [
    ("tokens", "hi <@a> "),
    ("adjacent tokens", "<@a><@zz>"),
    ("prefixes only", "<@"),
    ("ids too long", "<@\(idRun)x>"),
    ("ids without suffix", "<@\(idRun) "),
    ("markup text", "<b>&amp;</b> "),
    ("long names", "<@h>" + String(repeating: " ", count: 10_000)),
]
let forms: [(label: String, small: Int, render: (String) -> Void)] = [
    ("text", 256 * 1_024, { _ = renderer.render($0, users: users) }),
    ("markdown", 256 * 1_024, { _ = renderer.render($0, users: users, as: .markdown) }),
    ("html", 256 * 1_024, { _ = renderer.render($0, users: users, as: .html) }),
    ("attributed", 16 * 1_024, { _ = renderer.renderAttributed($0, users: users) }),
]

/// The best of three runs of `work`, in seconds.
func bestTime(_ work: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<3 {
        let start = ContinuousClock.now
        work()
        let elapsed = ContinuousClock.now - start
        best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return best
}

var failed = false
for pattern in patterns {
    func template(_ bytes: Int) -> String {
        String(repeating: pattern.unit, count: bytes / pattern.unit.utf8.count + 1)
    }
    for (label, small, render) in forms {
        let smallTemplate = template(small)
        let largeTemplate = template(small * 8)
        let smallTime = bestTime { render(smallTemplate) }
        let largeTime = bestTime { render(largeTemplate) }
        let ratio = largeTime / max(smallTime, 1e-6)
        let line =
            "render \(pattern.name), \(label): \(String(format: "%.2f", smallTime * 1000)) ms for \(small / 1024) KB, "
            + "\(String(format: "%.2f", largeTime * 1000)) ms for 8 times that, ratio \(String(format: "%.1f", ratio))"
        print(line)
        if ratio >= 24 {
            print("RenderLinearity: \(pattern.name), \(label) grew \(String(format: "%.1f", ratio)) times (limit 24)")
            failed = true
        }
    }
}
exit(failed ? 1 : 0)

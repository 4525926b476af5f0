import Benchmark
import Foundation
import NameFormat

// Rendering a chat message of about 2 KB with 20 mentions, for a viewer who prefers full names, in one binding of
// the context as a request handler renders it.
//
// - `Mentions.render.text` against `Baseline.Mentions.replacingOccurrences`: the same text made the straightforward
//   way, one `replacingOccurrences(of:with:)` over the whole message per user, each user's name interpolated as
//   `"\(user)"` (target: at least 5 times faster); `Baseline.Mentions.replacing` does the same with the standard
//   library's `replacing(_:with:)` instead of Foundation's, for comparison (Foundation's is the slower on Linux);
// - `Mentions.render.markdown` and `Mentions.render.html` against `Mentions.render.text` (target: within 2 times);
// - `Mentions.render.attributed`: reported.

/// The message and its users, the same for every mention benchmark.
enum MentionMessage {
    /// Twenty users: `U01` to `U20`, two of them with Arabic full names that are isolated in an English sentence.
    static let users: [String: UserName] = {
        let names: [(String, String)] = [
            ("robb", "Robb Böhnke"), ("ada", "Ada Lovelace"), ("grace", "Grace Hopper"), ("alan", "Alan Turing"),
            ("sara", "سارة العلي"), ("linus", "Linus Torvalds"), ("barbara", "Barbara Liskov"),
            ("ken", "Ken Thompson"), ("dennis", "Dennis Ritchie"), ("margaret", "Margaret Hamilton"),
            ("tim", "Tim Berners-Lee"), ("omar", "عمر الخيام"), ("donald", "Donald Knuth"),
            ("edsger", "Edsger Dijkstra"), ("frances", "Frances Allen"), ("john", "John McCarthy"),
            ("radia", "Radia Perlman"), ("guido", "Guido van Rossum"), ("bjarne", "Bjarne Stroustrup"),
            ("katherine", "Katherine Johnson"),
        ]
        var users: [String: UserName] = [:]
        for (index, name) in names.enumerated() {
            users[id(index)] = UserName(displayName: name.0, fullName: name.1)
        }
        return users
    }()

    /// The id of the user at `index`: `U01` for 0.
    static func id(_ index: Int) -> String {
        index < 9 ? "U0\(index + 1)" : "U\(index + 1)"
    }

    /// About 2 KB: twenty sentences of ordinary chat, some Markdown and an ampersand, each with one mention.
    static let template: String = {
        let sentences = [
            "Morning all! <@ID> pushed the **release candidate** late last night, so please pull before you start work. ",
            "Thanks to <@ID> for the quick review & the careful notes on the parser; they caught two real bugs. ",
            "Could <@ID> take a look at the flaky test in `LineReaderTests` when there is a spare moment today? ",
            "I paired with <@ID> on the cache eviction and we think the bound is right now; see the PR for it. ",
        ]
        var text = ""
        for index in 0..<20 {
            text += sentences[index % sentences.count].replacingOccurrences(of: "ID", with: id(index))
        }
        return text
    }()

    /// The viewer: full names, English.
    static let viewer = Locale(identifier: "en-US-x-linearf")

    /// The straightforward rendering: for each user, replace the user's token everywhere by the interpolated name.
    static func replacingOccurrences(_ template: String, users: [String: UserName]) -> String {
        var text = template
        for (id, user) in users {
            text = text.replacingOccurrences(of: "<@\(id)>", with: "\(user)")
        }
        return text
    }

    /// The same with the standard library's `replacing(_:with:)`.
    static func replacing(_ template: String, users: [String: UserName]) -> String {
        var text = template
        for (id, user) in users {
            text = text.replacing("<@\(id)>", with: "\(user)")
        }
        return text
    }
}

func mentionBenchmarks() {
    let template = MentionMessage.template
    let users = MentionMessage.users
    let renderer = MentionRenderer()
    precondition((2_000...2_100).contains(template.utf8.count), "the message is \(template.utf8.count) bytes")
    withNameLocale(MentionMessage.viewer) {
        let rendered = renderer.render(template, users: users)
        // The baselines isolate every name (interpolated alone); the renderer only where the text needs it.
        func unisolated(_ text: String) -> String { text.filter { $0 != "\u{2068}" && $0 != "\u{2069}" } }
        precondition(unisolated(rendered) == unisolated(MentionMessage.replacingOccurrences(template, users: users)))
        precondition(unisolated(rendered) == unisolated(MentionMessage.replacing(template, users: users)))
        precondition(rendered.contains("Robb Böhnke") && rendered.contains("\u{2068}سارة العلي\u{2069}"))
        precondition(!rendered.contains("<@"))
    }

    Benchmark("Mentions.render.text", configuration: RunMode.configuration()) { benchmark in
        measureScaledIterations(of: benchmark, boundTo: MentionMessage.viewer) {
            blackHole(renderer.render(template, users: users))
        }
    }

    Benchmark(
        "Baseline.Mentions.replacingOccurrences",
        configuration: RunMode.configuration(thresholds: RunMode.notGated)
    ) { benchmark in
        measureScaledIterations(of: benchmark, boundTo: MentionMessage.viewer) {
            blackHole(MentionMessage.replacingOccurrences(template, users: users))
        }
    }

    Benchmark("Baseline.Mentions.replacing", configuration: RunMode.configuration(thresholds: RunMode.notGated)) {
        benchmark in
        measureScaledIterations(of: benchmark, boundTo: MentionMessage.viewer) {
            blackHole(MentionMessage.replacing(template, users: users))
        }
    }

    Benchmark("Mentions.render.markdown", configuration: RunMode.configuration()) { benchmark in
        measureScaledIterations(of: benchmark, boundTo: MentionMessage.viewer) {
            blackHole(renderer.render(template, users: users, as: .markdown))
        }
    }

    Benchmark("Mentions.render.html", configuration: RunMode.configuration()) { benchmark in
        measureScaledIterations(of: benchmark, boundTo: MentionMessage.viewer) {
            blackHole(renderer.render(template, users: users, as: .html))
        }
    }

    // Setting 20 runs' attributes is Foundation's work, some microseconds and about a dozen mallocs each, and
    // AttributedString's count moves by a few per thousand renders from run to run: a tolerance of one malloc per
    // render absorbs that and still catches one more malloc per mention (20 per render).
    Benchmark(
        "Mentions.render.attributed",
        configuration: RunMode.configuration(
            maxIterations: 200,
            thresholds: [.mallocCountTotal: BenchmarkThresholds(absolute: [.p90: 1_000])]
        )
    ) { benchmark in
        measureScaledIterations(of: benchmark, boundTo: MentionMessage.viewer) {
            blackHole(renderer.renderAttributed(template, users: users))
        }
    }
}

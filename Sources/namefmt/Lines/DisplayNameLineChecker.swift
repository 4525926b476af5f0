import NameFormat

/// The body of `check`'s loop: one input line to one JSON result line, or to an empty line and a message for a bad
/// line, as `format` does.
///
/// A result line is `{"line":N,"source":…,"name":…,"skeleton":…,"ok":…,"problems":[…],"confusableWith":[…]}`;
/// `CheckCommand`'s help documents each member. Each name checked joins `existing`, so that a later line is
/// confusable with an earlier one of the same input.
struct DisplayNameLineChecker {
    let validation: DisplayNameValidation
    /// The `--against` names, then every name checked so far.
    private(set) var existing: ExistingNames

    init(validation: DisplayNameValidation, existing: ExistingNames) {
        self.validation = validation
        self.existing = existing
    }

    /// How many names had a problem.
    private(set) var namesWithProblems = 0

    /// Checks the line numbered `number` of `source` into `output`, ended with "\n", and reports a bad line to
    /// `report`.
    mutating func check(
        _ content: LineContent,
        number: Int,
        source: InputSource,
        into output: inout OutputBuffer,
        report: inout Diagnostics
    ) {
        do throws(InputLineError) {
            let name = try UserNameLineDecoder.decode(try content.bytes())
            let check = validation.check(name, against: existing.index)
            if !check.isAcceptable { namesWithProblems += 1 }
            output.appendSanitized(result(check, line: number, source: source))
            existing.add(check, line: number, source: source.argument)
        } catch {
            report.badLine(source.name, line: number, error.message)
        }
        output.appendNewline()
    }

    /// The JSON result line of one check, without its newline.
    private func result(_ check: DisplayNameCheck, line: Int, source: InputSource) -> String {
        var json = "{\"line\":\(line),\"source\":\(JSONText.quoted(source.argument))"
        json += ",\"name\":\(JSONText.quoted(check.displayName))"
        json += ",\"skeleton\":" + (check.skeleton.map { JSONText.quoted($0.rawValue) } ?? "null")
        json += ",\"ok\":\(check.isAcceptable),\"problems\":["
        json += check.problems.map(Self.problem).joined(separator: ",")
        json += "],\"confusableWith\":["
        json += check.confusablePositions.map { position in
            "{\"line\":\(existing.line(at: position)),\"source\":\(JSONText.quoted(existing.source(at: position)))"
                + ",\"name\":\(JSONText.quoted(existing.index.names[position]))}"
        }.joined(separator: ",")
        return json + "]}"
    }

    /// One problem as a JSON object: its reason, its message, and the details of its kind.
    private static func problem(_ problem: DisplayNameProblem) -> String {
        var json = "{\"reason\":\"\(problem.kind)\",\"message\":\(JSONText.quoted(problem.description))"
        if !problem.characters.isEmpty {
            json += ",\"characters\":" + JSONText.array(problem.characters.map(InputQuoting.described))
        }
        if !problem.scripts.isEmpty { json += ",\"scripts\":" + JSONText.array(problem.scripts) }
        if problem.kind == .length {
            json += ",\"length\":" + (problem.length.map(String.init) ?? "null")
            if let limits = problem.lengthLimits { json += ",\"limits\":[\(limits.lowerBound),\(limits.upperBound)]" }
        }
        return json + "}"
    }
}

#if Tracing
package import NameFormat
package import NameFormatTracing

extension MiddlewareCase.Source {
    /// The middleware this source describes, of either framework; `resolving` writes a `.resolve` source's
    /// closure for the framework's request.
    ///
    /// - Parameter resolving: The framework's closure for each kind of answer.
    /// - Returns: The middleware.
    package func middleware<Middleware: ViewerBindingMiddleware>(
        resolving: (MiddlewareCase.Closure) -> Middleware.Resolve
    ) -> Middleware {
        switch self {
        case .acceptLanguage(let supported, let fallback, let limits, let readsBaggage):
            return Middleware(
                supported: supported.map { $0.map(MiddlewareCase.tag) },
                fallback: MiddlewareCase.context(fallback),
                limits: limits.map { AcceptLanguage.Limits(maximumLength: $0.length, maximumRanges: $0.ranges) }
                    ?? .default,
                baggage: readsBaggage ? NameContextInstrument() : nil
            )
        case .ordered(let steps, let supported, let fallback):
            let order = steps.map { step -> ViewerSource<Middleware.Resolve> in
                switch step {
                case .baggage: .baggage
                case .acceptLanguage: .acceptLanguage
                case .acceptLanguageWithin(let length, let ranges):
                    .acceptLanguage(limits: AcceptLanguage.Limits(maximumLength: length, maximumRanges: ranges))
                case .resolve(let closure): .resolve(resolving(closure))
                }
            }
            return Middleware(
                order: order,
                supported: supported.map { $0.map(MiddlewareCase.tag) },
                fallback: MiddlewareCase.context(fallback)
            )
        }
    }
}

extension MiddlewareCase.Closure {
    /// What the closure answers for a request with `user` in its `X-User` field, given what the request's
    /// `Accept-Language` asks for.
    ///
    /// - Parameters:
    ///   - user: The request's `X-User` field, or `nil`.
    ///   - acceptLanguage: The framework accessor's answer, without `supported`.
    /// - Returns: The viewer, or `nil` to pass on.
    package func answer(user: String?, acceptLanguage: @autoclosure () -> NameContext) -> NameContext? {
        let signedIn = user == "robb" ? MiddlewareCase.context(MiddlewareCase.storedTag) : nil
        switch self {
        case .fixed(let identifier): return MiddlewareCase.context(identifier)
        case .signedIn: return signedIn
        case .signedInElseAcceptLanguage: return signedIn ?? acceptLanguage()
        }
    }
}

extension MiddlewareCase {
    /// The user every route formats: robb, or Robb Böhnke for a viewer who prefers full names (`UserName.robb`).
    package static let user = UserName.robb

    /// What a route answers, `"<name>|<bound tag>"`, formatted in the handler, in `async let`, in an unstructured
    /// task and in a task group; every answer, sorted, when they differ, so the case fails.
    package static func answerEverywhere() async -> String {
        let here = "\(user, isolation: .never)|\(NameContext.current.tag)"
        async let inLet = "\(user, isolation: .never)|\(NameContext.current.tag)"
        let inTask = await Task { "\(user, isolation: .never)|\(NameContext.current.tag)" }.value
        let inGroup = await withTaskGroup(of: String.self) { group in
            for _ in 0..<3 {
                group.addTask {
                    await Task.yield()
                    return "\(user, isolation: .never)|\(NameContext.current.tag)"
                }
            }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        let answers = Set([here, await inLet, inTask]).union(inGroup)
        return answers.count == 1 ? here : "\(answers.sorted())"
    }

    /// The tag of a literal identifier in this table, which parses.
    static func tag(_ identifier: String) -> LocaleTag {
        try! LocaleTag(identifier)
    }

    /// A context for `identifier`, or the default context for `nil`.
    static func context(_ identifier: String?) -> NameContext {
        identifier.map { NameContext(locale: tag($0)) } ?? .default
    }
}
#endif

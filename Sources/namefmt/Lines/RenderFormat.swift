/// What `namefmt render` writes for each template.
enum RenderFormat: String, CaseIterable, Sendable {
    case text
    case markdown
    case html
    case json
}

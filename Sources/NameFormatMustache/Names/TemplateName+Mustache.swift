#if Mustache
import Mustache
import NameFormat

/// A name with the options a template's transforms set: `{{short(author)}}` is the author's name, short, for the
/// viewer bound when the template renders.
extension TemplateName: MustacheCustomRenderable, MustacheTransformable {
    package var renderText: String { isolatedText }

    package var isNull: Bool { false }

    /// A copy with the option the transform `name` names (see ``TemplateName/options``), or `nil`, which renders
    /// nothing, for any other transform.
    package func transform(_ name: String) -> Any? {
        setting(name)
    }
}
#endif

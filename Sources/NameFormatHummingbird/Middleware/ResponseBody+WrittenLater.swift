#if Hummingbird
import HummingbirdCore
import NIOCore

extension ResponseBody {
    /// Whether the body is made while it is written (by a closure, such as a stream), rather than being bytes
    /// already made or empty. Only such a body can format names after the handler has returned, so only it needs
    /// the viewer bound while it is written; wrapping any other body would cost Hummingbird's one-batch write of
    /// head and body.
    ///
    /// Hummingbird keeps the kind of a body internal. It is read from the body's enum tag, at an offset learned
    /// once from bodies of each kind (see ``BodyKindTag``); where that cannot be learned, by reflection, which costs
    /// a few microseconds. A body whose kind cannot be read counts as made while written, so that a change in
    /// Hummingbird costs speed, never the viewer.
    ///
    /// This is the one function that reads Hummingbird's private layout, kept because wrapping every body, the
    /// public way, costs a server about an eighth of the requests it answers (`Benchmarks/README.md`);
    /// `NameContextMiddlewareTests.testOnlyBodiesMadeWhileWrittenAreWrapped` fails on the first Hummingbird release
    /// that changes the layout.
    package var isWrittenLater: Bool {
        if let tag = BodyKindTag.learned {
            return tag.isWrittenLater(self)
        }
        return reflectedIsWrittenLater
    }

    /// ``isWrittenLater`` by reflection: the name of the case of Hummingbird's private `_backing` enum.
    package var reflectedIsWrittenLater: Bool {
        guard let backing = Mirror(reflecting: self).children.first(where: { $0.label == "_backing" })?.value else {
            return true
        }
        let kind = Mirror(reflecting: backing)
        guard kind.displayStyle == .enum else { return true }
        // A case with a payload is the mirror's one child, named for the case; a case without one has no child.
        let name = kind.children.first?.label ?? String(describing: backing)
        return name != "byteBuffer" && name != "empty"
    }
}

/// Where a ``HummingbirdCore/ResponseBody`` keeps the tag of its private enum, and which tag values mean bytes
/// already made: learned once, from bodies of every kind whose kind reflection tells, and checked on them.
///
/// A Swift enum whose payloads share no spare bits stores its case in one extra byte after the largest payload. The
/// offset is taken only if the body's size says there is such a byte, and the tag values only if every sample of
/// each kind agrees and no value means both kinds; a tag value never seen counts as made while written.
package struct BodyKindTag: Sendable {
    /// The byte offset of the tag in a body.
    let offset: Int
    /// The tag values of bodies that are bytes already made or empty.
    let madeTags: Set<UInt8>

    /// The tag learned on this Hummingbird, or `nil` when the body's layout does not fit, so reflection answers.
    package static let learned: BodyKindTag? = learn()

    func isWrittenLater(_ body: ResponseBody) -> Bool {
        let tag = withUnsafeBytes(of: body) { $0[offset] }
        return !madeTags.contains(tag)
    }

    private static func learn() -> BodyKindTag? {
        let largestPayload = max(
            MemoryLayout<ByteBuffer>.size,
            MemoryLayout<(Int?, @Sendable (inout any ResponseBodyWriter) async throws -> Void)>.size
        )
        guard MemoryLayout<ResponseBody>.size == largestPayload + 1 else { return nil }
        let captured = ByteBuffer(string: "captured")
        let samples: [ResponseBody] = [
            ResponseBody(),
            ResponseBody(byteBuffer: ByteBuffer()),
            ResponseBody(byteBuffer: ByteBuffer(string: "bytes")),
            ResponseBody(byteBuffer: ByteBuffer(repeating: 0xFF, count: 4_096)),
            ResponseBody { writer in try await writer.finish(nil) },
            ResponseBody(contentLength: 8) { writer in try await writer.write(captured) },
            ResponseBody(contentLength: 0) { writer in try await writer.finish(nil) },
            ResponseBody(contentsOf: [captured, captured]),
        ]
        var tags: [UInt8: Bool] = [:]
        for sample in samples {
            let tag = withUnsafeBytes(of: sample) { $0[largestPayload] }
            let writtenLater = sample.reflectedIsWrittenLater
            if let seen = tags.updateValue(writtenLater, forKey: tag), seen != writtenLater { return nil }
        }
        let madeTags = Set(tags.filter { !$0.value }.keys)
        // Both kinds must have been told apart, or the layout is not what this reads.
        guard !madeTags.isEmpty, madeTags.count < tags.count else { return nil }
        return BodyKindTag(offset: largestPayload, madeTags: madeTags)
    }
}
#endif

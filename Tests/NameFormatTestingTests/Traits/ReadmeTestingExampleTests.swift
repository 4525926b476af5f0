import NameFormat
import NameFormatTesting
import TestSupport
import Testing

/// The README's example of a test under a viewer: the lines between the markers are the README's.
@Suite struct ReadmeTestingExampleTests {
    let assignee = UserName.robb

    // README: begin
    @Test(.nameLocale("en-US-x-linearf"))
    func assigneeLine() { #expect("Assigned to \(assignee)" == "Assigned to Robb Böhnke") }
    // README: end
}

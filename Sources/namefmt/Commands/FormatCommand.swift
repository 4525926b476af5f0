import ArgumentParser
import NameFormat

/// `namefmt [format]`: the main job, placeholder until the input layer lands.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "format")
    @OptionGroup var options: LocaleOptions
    func run() throws {}
}

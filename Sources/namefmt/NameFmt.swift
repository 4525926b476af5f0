import ArgumentParser

@main
struct NameFmt: ParsableCommand {
    func run() throws {}
}

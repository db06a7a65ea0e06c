import ArgumentParser

/// `lazyscroll`: the gallery of LazyScroll's techniques in a terminal.
@main
struct LazyScrollCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lazyscroll",
        abstract: "Scroll virtualization in a terminal: paging, looping, recycling and stacking.",
        version: ProgramVersion.current,
        subcommands: [GalleryCommand.self, ReplayCommand.self, BenchRenderCommand.self],
        defaultSubcommand: GalleryCommand.self)
}

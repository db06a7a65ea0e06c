/// The program's version, as `lazyscroll --version` prints it: the one version string, which
/// CHANGELOG.md's latest heading names too (a test keeps the two equal). No release is tagged yet, so
/// it is the version the first release will have, marked as in development.
enum ProgramVersion {
    static let current = "0.1.0-dev"
}

/// An error whose `description` is the whole message a user reads: it already says where
/// (`file:line:column: error: …`, or `error: …`), so the command line prints it as it is and
/// exits with status 2 (bad input).
public protocol UserFacingError: Error, CustomStringConvertible {}

extension SourceError: UserFacingError {}
extension WriteError: UserFacingError {}

import SceneLifecycle

extension InputLimit {
  /// The command line's hint on raising the limit, added to the library's message: the flag that sets it.
  var flagHint: String {
    switch self {
    case .fileSize: "; raise it with --max-file-size"
    case .steps: "; raise it with --max-steps"
    case .depth: "; raise the limit with --max-depth"
    }
  }
}

extension InputError {
  /// The error as the command line prints it in every format: the library's message, then, for a file beyond a
  /// limit, the flag that raises it.
  var withFlagHint: InputError { limit.map { appending($0.flagHint) } ?? self }
}

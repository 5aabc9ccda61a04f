import SceneLifecycle

extension InputLimit {
  /// The command line's hint on raising the limit, added to the library's message (``ReplayBatch/limitHint``): the
  /// flag that sets it.
  var flagHint: String {
    switch self {
    case .fileSize: "; raise it with --max-file-size"
    case .steps: "; raise it with --max-steps"
    case .depth: "; raise the limit with --max-depth"
    }
  }
}

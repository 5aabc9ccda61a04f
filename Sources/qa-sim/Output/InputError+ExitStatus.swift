import SceneLifecycle

extension InputError.Cause {
  /// The exit status the cause leads to: ``ExitStatus/noInput`` (66) for an unreadable file,
  /// ``ExitStatus/dataError`` (65) for an invalid one.
  var exitStatus: ExitStatus {
    switch self {
    case .unreadable: .noInput
    case .invalid: .dataError
    }
  }
}

extension InputError {
  /// The exit status the error leads to.
  var status: ExitStatus { cause.exitStatus }
}

extension FileIOError {
  /// The exit status the error leads to.
  var status: ExitStatus { cause.exitStatus }
}

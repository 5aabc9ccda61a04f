import SceneLifecycle

extension InputError.Cause {
  /// The exit status the cause leads to: ``ExitStatus/noInput`` (66) for an unreadable file,
  /// ``ExitStatus/dataError`` (65) for an invalid one.
  package var exitStatus: ExitStatus {
    switch self {
    case .unreadable: .noInput
    case .invalid: .dataError
    }
  }
}

extension InputError {
  /// The exit status the error leads to.
  package var status: ExitStatus { cause.exitStatus }
}

extension FileIOError {
  /// The exit status the error leads to.
  package var status: ExitStatus { cause.exitStatus }
}

extension ReplayReport {
  /// The exit status: the highest of the errors' statuses and ``ExitStatus/failure`` if a run failed or a
  /// delivery road diverged.
  package var exitStatus: ExitStatus {
    ExitStatus.merging(errors.map(\.status) + (failed > 0 || divergentRoads > 0 ? [.failure] : []))
  }
}

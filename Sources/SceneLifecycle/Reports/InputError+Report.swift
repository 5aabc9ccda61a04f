extension InputError.Cause {
  /// The process exit status an input with this cause leads to, from `sysexits.h`, as the reports name it: 66
  /// (`EX_NOINPUT`) for an unreadable file, 65 (`EX_DATAERR`) for an invalid one.
  public var exitStatusCode: Int32 {
    switch self {
    case .unreadable: 66
    case .invalid: 65
    }
  }

  /// A short name for reports: `unreadable input`, `invalid scenario`.
  public var label: String {
    switch self {
    case .unreadable: "unreadable input"
    case .invalid: "invalid scenario"
    }
  }
}

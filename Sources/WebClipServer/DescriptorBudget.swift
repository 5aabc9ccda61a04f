#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How many connections the server holds open at once: as many as the process's file descriptors allow,
/// less headroom. Each connection is one descriptor and a little memory in the one poll loop, so the
/// descriptor limit is the real bound; the server raises the soft limit to the hard one when it opens.
enum DescriptorBudget {
  /// The most connections whatever the limit: loopback clients share 127.0.0.1 and ::1, whose ephemeral
  /// ports (about 28,000 each on Linux) bound how many connections to one port can exist at all.
  static let ceiling = 65_536

  /// The cap for a process that may have `descriptorLimit` descriptors open: the limit less a tenth of it
  /// (at least 32), kept for the listeners, the pipes, the standard streams and whatever else the process
  /// opens, and at most ``ceiling``; at least 1. 1,024 descriptors give 922 connections, 20,000 give 18,000.
  static func connectionCap(descriptorLimit: Int) -> Int {
    let headroom = max(32, descriptorLimit / 10)
    return max(1, min(ceiling, descriptorLimit - headroom))
  }

  /// Raises the soft `RLIMIT_NOFILE` to the hard limit (or, where the system refuses that, as on Darwin
  /// with an unlimited hard limit, to the highest of a few lower values it accepts) and returns the soft
  /// limit in force afterwards. It only ever raises the limit.
  @discardableResult
  static func raiseSoftLimit() -> Int {
    var limit = rlimit()
    guard getrlimit(resource, &limit) == 0 else { return 256 }
    for target in [limit.rlim_max, 1 << 20, 65_536, 10_240] where target > limit.rlim_cur && target <= limit.rlim_max {
      var raised = limit
      raised.rlim_cur = target
      if setrlimit(resource, &raised) == 0 {
        limit = raised
        break
      }
    }
    return limit.rlim_cur >= rlim_t(Int.max) ? Int.max : Int(limit.rlim_cur)
  }

  #if canImport(Darwin)
    /// `RLIMIT_NOFILE`.
    private static var resource: Int32 { RLIMIT_NOFILE }
  #elseif canImport(Glibc)
    /// `RLIMIT_NOFILE` as Glibc's `getrlimit(2)` takes it.
    private static var resource: __rlimit_resource_t { __rlimit_resource_t(RLIMIT_NOFILE.rawValue) }
  #else
    /// `RLIMIT_NOFILE`.
    private static var resource: Int32 { RLIMIT_NOFILE }
  #endif
}

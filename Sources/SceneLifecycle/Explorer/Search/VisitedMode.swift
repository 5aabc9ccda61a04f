import Foundation

/// How the direct explorer remembers the states it has stored, as SPIN offers: completely, or in less memory at the
/// price of possibly taking a new state for one already seen and not exploring it (an omission). The bounded modes
/// are for spaces beyond memory; a report made with one says it is partial and gives its probability of omission.
public enum VisitedMode: Hashable, Sendable {
  /// A 128-bit digest of each state's key (16 bytes a state): two states share a digest with a probability below
  /// 10⁻²⁰ for any search that fits in memory, so the search counts as complete.
  case exact
  /// Hash compaction: a 64-bit digest of each state's key (8 bytes a state, plus the table's slack). Two states
  /// whose digests collide are taken for one.
  case hashCompaction
  /// Bitstate hashing (SPIN's supertrace): two bits per state, chosen by two independent hashes, in a table of
  /// `bits` bits of fixed size; a state all of whose bits are already set is taken as seen.
  case bitstate(bits: Int)

  /// The most bits a bitstate table takes (1 GiB).
  public static let maximumBits = 1 << 33

  /// Whether a search in this mode may omit states, so that its report is partial.
  public var isPartial: Bool {
    switch self {
    case .exact: false
    case .hashCompaction, .bitstate: true
    }
  }

  /// An upper bound on the probability that a search that stored `states` states omitted at least one: for hash
  /// compaction, the chance that some pair of digests collides, `n(n−1)/2⁶⁵`; for bitstate hashing with two bits per
  /// state in `m` bits, the sum over stored states of the chance that both of a new state's bits were already set,
  /// `Σ (1 − e^(−2i/m))²`. Capped at 1. Zero for ``exact``, whose bound (`n²/2¹²⁹`) is below any double's use.
  public func omissionProbability(states: Int) -> Double {
    let count = Double(max(0, states))
    switch self {
    case .exact:
      return 0
    case .hashCompaction:
      return min(1, count * max(0, count - 1) / 0x1p65)
    case .bitstate(let bits):
      let m = Double(max(1, bits))
      // Σ_{i<n} (1 − e^(−2i/m))², bounded above by the integral to n, summed in closed form.
      let x = 2 * count / m
      let integral = m / 2 * (x - 2 * (1 - exp(-x)) + (1 - exp(-2 * x)) / 2)
      return min(1, integral)
    }
  }

  /// The mode as the command line and reports write it: `exact`, `hashcompact`, `bitstate:<MiB>`.
  public var name: String {
    switch self {
    case .exact: "exact"
    case .hashCompaction: "hashcompact"
    case .bitstate(let bits): "bitstate:\(bits / (8 << 20))"
    }
  }

  /// Reads ``name``: `exact`, `hashcompact`, or `bitstate:<MiB>` with 1 to 1024 MiB (`bitstate` alone is 16 MiB).
  public init?(name: String) {
    switch name {
    case "exact": self = .exact
    case "hashcompact": self = .hashCompaction
    case "bitstate": self = .bitstate(bits: 16 * (8 << 20))
    default:
      guard name.hasPrefix("bitstate:"), let mebibytes = Int(name.dropFirst("bitstate:".count)),
        (1...1024).contains(mebibytes)
      else { return nil }
      self = .bitstate(bits: mebibytes * (8 << 20))
    }
  }
}

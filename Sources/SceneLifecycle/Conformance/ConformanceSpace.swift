/// The option combinations a conformance check may choose from: a base combination (the scenario's options, the
/// defaults for a built-in strategy) and the switches free to take any of their values.
///
/// The search never lists the combinations. It runs each step under one combination, reads which switches the machine
/// consulted there (the machine reads its options through one door, which reports every read), and branches over the
/// other values of only those: so a path carries the few switches it depends on (a ``SwitchValues``), and stands for
/// every combination that agrees with it on them.
public struct ConformanceSpace: Hashable, Sendable {
  /// The combination a switch that is not free keeps, and the one a report calls "the defaults".
  public var base: LifecycleOptions
  /// The switches that may take every value, in declaration order.
  public var free: [InferredOption]

  /// A space of `base` alone (nothing free) or of `base` with `free` switches varying.
  public init(base: LifecycleOptions, free: [InferredOption] = []) {
    self.base = base
    self.free = InferredOption.allCases.filter(free.contains)
  }

  /// The space of an app in `lifecycle` on `device`: `options` alone, or with `allOptions` every switch that
  /// lifecycle reads on that device (the switches
  /// ``LifecycleOptions/allCombinations(for:on:deferring:sdk:notifying:linking:)`` varies).
  public init(
    options: LifecycleOptions, allOptions: Bool, lifecycle: LifecycleStyle, device: Device, deferring: Bool, sdk: SDK,
    notifying: Bool = false, linking: Bool = false
  ) {
    let base = options.relevant(
      to: lifecycle, on: device, deferring: deferring, sdk: sdk, notifying: notifying, linking: linking)
    guard allOptions else {
      self.init(base: base)
      return
    }
    let defaults = LifecycleOptions.defaults
    let read = InferredOption.allCases.filter { option in
      LifecycleOptions.changing(option).relevant(
        to: lifecycle, on: device, deferring: deferring, sdk: sdk, notifying: notifying, linking: linking)
        != defaults
    }
    self.init(base: base, free: read)
  }

  /// The free switches' ``InferredOption/bitMask`` bits.
  public var freeMask: UInt32 { free.reduce(0) { $0 | $1.bitMask } }

  /// How many combinations the space holds.
  public var count: Int { free.reduce(1) { $0 * $1.valueCount } }

  /// How many of the space's combinations agree with at least one of `values`.
  public func count(agreeingWithAny values: [SwitchValues]) -> Int {
    guard !values.isEmpty else { return 0 }
    // Only the switches some constraint fixes matter; the rest multiply the count.
    let fixed = free.filter { option in values.contains { $0.mask & option.bitMask != 0 } }
    let others = free.filter { !fixed.contains($0) }.reduce(1) { $0 * $1.valueCount }
    let agreeing = LifecycleOptions.combinations(varying: fixed, from: base).filter { options in
      values.contains { $0.admits(options) }
    }
    return agreeing.count * others
  }
}

/// The values of some switches: what a path of a conformance search depends on. A combination agrees with it when it
/// has the same value for each switch in ``mask``.
public struct SwitchValues: Hashable, Sendable {
  /// The switches fixed (``InferredOption/bitMask`` bits).
  public var mask: UInt32
  /// A combination that has the fixed values (its other switches mean nothing).
  public var options: LifecycleOptions

  /// No switch fixed: every combination agrees.
  public init(options: LifecycleOptions) {
    mask = 0
    self.options = options
  }

  /// `options`' values for the switches of `mask`.
  public init(mask: UInt32, options: LifecycleOptions) {
    self.mask = mask
    self.options = options
  }

  /// The switches fixed, in declaration order.
  public var switches: [InferredOption] { InferredOption.allCases.filter { mask & $0.bitMask != 0 } }

  /// Whether `combination` has the fixed values.
  public func admits(_ combination: LifecycleOptions) -> Bool {
    combination.bits & mask == options.bits & mask
  }

  /// The fixed switches whose value differs from `base`'s.
  public func changes(from base: LifecycleOptions) -> [InferredOption] {
    switches.filter { options.valueIndex(of: $0) != base.valueIndex(of: $0) }
  }
}

extension SwitchValues {
  /// `values` with every switch that takes all its values among otherwise equal sets dropped from them, until none
  /// does: `launchLinkSuppression` at each of its values becomes one set that does not fix it. The combinations that
  /// agree with the result are those that agree with `values`.
  public static func simplified(_ values: [SwitchValues]) -> [SwitchValues] {
    var current = Array(Set(values)).sorted { ($0.mask, $0.options.bits) < ($1.mask, $1.options.bits) }
    var changed = true
    while changed {
      changed = false
      for option in InferredOption.allCases {
        let groups = Dictionary(grouping: current.filter { $0.mask & option.bitMask != 0 }) { values in
          SwitchValues(mask: values.mask & ~option.bitMask, options: values.options).key
        }
        for (_, group) in groups {
          let seen = Set(group.map { $0.options.valueIndex(of: option) })
          guard seen.count == option.valueCount, let first = group.first else { continue }
          current.removeAll { group.contains($0) }
          var options = first.options
          options.set(option, toValueAt: 0)
          current.append(SwitchValues(mask: first.mask & ~option.bitMask, options: options))
          changed = true
        }
      }
      current = Array(Set(current)).sorted { ($0.mask, $0.options.bits) < ($1.mask, $1.options.bits) }
    }
    return current
  }

  /// The fixed switches' values only, so two sets that fix the same values are equal.
  var key: UInt64 { UInt64(mask) << 32 | UInt64(options.bits & mask) }
}
